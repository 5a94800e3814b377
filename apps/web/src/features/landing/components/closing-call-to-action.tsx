import { ButtonLink } from '@/components/button';
import { SIGNUP_PATH } from '../content/navigation';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand to-brand-ink px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your next training video is already written
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
          It is in the handbook, the deck or the help article you have open right now. Bring it to Lectern and watch it become a video.
        </p>
        <ButtonLink to={SIGNUP_PATH} size="lg" variant="secondary" className="mt-8 border-transparent">
          Start creating for free
        </ButtonLink>
      </div>
    </section>
  );
}
