import { ButtonLink } from '@/components/button';
import { SIGNUP_PATH } from '../content/navigation';
import { HeroVisual } from './hero-visual';
import { LandingIcon } from './landing-icons';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-soft to-surface" />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pb-20 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-10">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-card px-3 py-1 text-xs font-semibold text-brand-ink shadow-sm">
            <span className="h-1.5 w-1.5 rounded-full bg-brand" />
            Self-hosted · works offline · renders in seconds
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold leading-[1.1] tracking-tight text-ink sm:text-5xl lg:text-[3.4rem]">
            Turn any document into a <span className="text-brand">narrated video</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-ink-muted lg:mx-0">
            Give Lectern a brief, a PDF, a slide deck or a web page. It drafts the slides, writes the narration and renders a polished video, with or without an
            animated presenter, on your own server.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <ButtonLink to={SIGNUP_PATH} size="lg">
              Get started free
              <LandingIcon name="arrow-right" className="h-5 w-5" />
            </ButtonLink>
            <a
              href="#examples"
              className="inline-flex h-12 items-center justify-center rounded-lg border border-line bg-card px-6 font-semibold text-ink hover:bg-surface"
            >
              See example videos
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-ink-muted lg:justify-start">
            {['No credit card', 'Videos up to 5 minutes free', 'Your data stays on your server'].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <LandingIcon name="check" className="h-4 w-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
