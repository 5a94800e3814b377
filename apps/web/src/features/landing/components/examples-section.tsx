import { themeById } from '@lectern/core';
import { ButtonLink } from '@/components/button';
import { Badge } from '@/components/card';
import { EXAMPLE_VIDEOS } from '../content/examples';
import { SIGNUP_PATH } from '../content/navigation';
import { SectionHeading } from './section-heading';
import { SlideThumbnail } from './slide-thumbnail';

export function ExamplesSection() {
  return (
    <section id="examples" aria-labelledby="examples-title" className="scroll-mt-16 bg-card py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="examples-title" eyebrow="Examples" title="Videos people make with Lectern">
          Onboarding, compliance, product demos and lessons, each made from a document someone already had.
        </SectionHeading>

        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {EXAMPLE_VIDEOS.map((video) => (
            <li key={video.title}>
              <article className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-card shadow-sm transition-shadow hover:shadow-md">
                <SlideThumbnail video={video} />
                <div className="flex flex-1 flex-col p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="brand">{video.purpose}</Badge>
                    <Badge>{video.withPresenter ? 'With presenter' : 'Slides and narration'}</Badge>
                  </div>
                  <h3 className="mt-3 text-lg font-semibold text-ink">{video.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{video.summary}</p>
                  <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-line pt-4 text-xs">
                    <div>
                      <dt className="text-ink-subtle">Length</dt>
                      <dd className="mt-0.5 font-semibold tabular-nums text-ink">{video.duration}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-subtle">Slides</dt>
                      <dd className="mt-0.5 font-semibold text-ink">{video.slides}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-subtle">Theme</dt>
                      <dd className="mt-0.5 font-semibold text-ink">{themeById(video.themeId).name}</dd>
                    </div>
                  </dl>
                  <p className="mt-3 text-xs text-ink-subtle">Narration: {video.language}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>

        <div className="mt-12 text-center">
          <ButtonLink to={SIGNUP_PATH} size="lg">
            Start creating your own
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
