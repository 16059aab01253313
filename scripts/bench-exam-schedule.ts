// Exam-aware scheduling simulation (decision 066): synthetic students with known FSRS forgetting curves,
// 300 cards each, an exam in 30 days, at 15 s a review (weekends light): a tight budget of 15 minutes a day,
// and the app's default of 45. Plain FSRS and the exam-aware schedule start from the same cards; the
// exam-aware one makes at most as many reviews.
// Goal: exam-day recall at least 5 points higher, and no day over budget where plain FSRS has one.
import { simulate, type PolicyFigures } from '../src/server/features/flashcards/exam-simulation';

const row = (name: string, figures: PolicyFigures) =>
  `  ${name.padEnd(11)} reviews ${String(figures.reviews).padStart(6)}   exam-day recall ${(figures.examRecall * 100).toFixed(1)}%` +
  `   largest day ${String(figures.maxDailyLoad).padStart(3)}   spread (sd) ${figures.loadStdDev.toFixed(1).padStart(5)}` +
  `   days over budget ${figures.daysOverBudget}`;

for (const dailyMinutes of [15, 45]) {
  const options = { students: 100, cards: 300, examDay: 30, dailyMinutes, secondsPerReview: 15, easyDays: [0, 6], seed: 28 };
  const started = performance.now();
  const { plain, examAware } = simulate(options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nExam-aware scheduling: ${options.students} students × ${options.cards} cards, exam in ${options.examDay} days, ` +
      `${options.dailyMinutes} min/day (${seconds} s)`,
  );
  console.log(row('plain FSRS', plain));
  console.log(row('exam-aware', examAware));
  const gain = (examAware.examRecall - plain.examRecall) * 100;
  console.log(`  recall gain ${gain.toFixed(1)} points (goal ≥ 5.0): ${gain >= 5 ? 'met' : 'NOT met'}`);
  console.log(
    `  budget: plain over on ${plain.daysOverBudget} days, exam-aware on ${examAware.daysOverBudget}: ${examAware.daysOverBudget === 0 ? 'met' : 'NOT met'}`,
  );
}
