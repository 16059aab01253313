import { describe, expect, it } from 'vitest';
import { solveDoubtOffline, solveMathOffline } from './solve';

const answerOf = (question: string) => solveMathOffline(question)?.answer ?? '';

describe('rate word problems', () => {
  it.each([
    ['A car moves at 60 km/h for 2.5 hours. How far does it travel?', '$d = 150\\ \\mathrm{km}$'],
    ['How long does it take to cover 300 km at 75 km per hour?', '$t = 4\\ \\mathrm{h}$'],
    ['A block has a mass of 500 g and a volume of 250 cm³. What is its density?', '$\\rho = 2\\ \\mathrm{g/cm^3}$'],
    ['A force of 200 N acts on an area of 4 m². What is the pressure?', '$p = 50\\ \\mathrm{Pa}$'],
    ['A man pushes a box with a force of 50 N over 10 m. How much work is done?', '$W = 500\\ \\mathrm{J}$'],
    ['A motor does 6000 J of work in 30 s. What is its power?', '$P = 200\\ \\mathrm{W}$'],
    ['Find the simple interest on Rs 5000 at 8% per annum for 3 years.', '$I = 1200$'],
    ['What is the amount if $2,000 is invested at 5% simple interest for 18 months?', '$A = 2150$'],
    ['What percent of 80 is 20?', '$25\\%$'],
    ['A student scored 45 out of 60. What percentage is that?', '$75\\%$'],
    ['The price rose from 50 to 65. What is the percentage increase?', '$30\\%\\ \\text{increase}$'],
  ])('%s', (question, result) => {
    expect(answerOf(question)).toContain(`**Answer:** ${result}`);
  });

  it('checks the units: a mass is not a distance, so no speed is made from it', () => {
    expect(solveMathOffline('A train travels 120 kg in 1.5 hours. What is its average speed?')).toBeNull();
    expect(
      solveDoubtOffline({ question: 'A train travels 120 kg in 1.5 hours. What is its average speed?', difficulty: 'easy' }).kind,
    ).toBe('general');
  });

  it('declines what the rules do not cover rather than guess: compound interest, two distances', () => {
    expect(solveMathOffline('Find the compound interest on Rs 5000 at 8% per annum for 3 years.')).toBeNull();
    expect(solveMathOffline('A car goes 20 km, then 30 km, in 2 hours. What is its speed?')).toBeNull();
  });

  it('shows the easy steps, the parts from medium up, and why on hard', () => {
    const question = 'A train travels 120 km in 1.5 hours. What is its average speed?';
    const easy = solveMathOffline(question, 'easy')!.answer;
    const hard = solveMathOffline(question, 'hard')!.answer;
    expect(easy).not.toContain('Check the unit');
    expect(hard).toContain('Check the unit: km/h is a unit of speed');
    expect(hard).toContain('*Why:* Average speed is the distance covered in each unit of time.');
  });
});
