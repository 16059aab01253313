import { useTranslation } from 'react-i18next';
const TESTIMONIALS = [
  {
    quote:
      'I uploaded my biology chapter the night before the test and Studium made me a 15-question quiz. The wrong answers showed me exactly which part of photosynthesis I had skipped.',
    name: 'Ananya R.',
    role: 'Class 11 student, Jaipur (sample testimonial)',
  },
  {
    quote:
      'We run it on our own server for the whole coaching centre. Students get a dated plan up to their board exams, and I can see they actually use it every day.',
    name: 'Mr. Vikram S.',
    role: 'Physics teacher (sample testimonial)',
  },
];

export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="testimonials-heading" className="border-t bg-muted/40 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight">
          {t('What learners say')}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="rounded-xl border bg-card p-6">
              <blockquote className="text-muted-foreground">{t('“{quote}”', { quote: t(testimonial.quote) })}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t(testimonial.name)}</span>
                <span className="text-muted-foreground"> · {t(testimonial.role)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
