import { type PointSource, pointSourceLine, pointSourcePage } from '@lectern/core';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

const DOCUMENT_LABEL: Record<PointSource['kind'], string> = { document: 'Document', web: 'Web page', captions: 'Video', brief: 'From' };

/**
 * The quiet line under a point in the Outline step (issue 20 item 3, decision 161): "from
 * benefits.pdf · p. 3 · Health insurance". A button, so a trainer checks a fact in one click or
 * one key press.
 */
export function PointSourceLine({ source, onOpen }: { source: PointSource; onOpen: (source: PointSource) => void }) {
  const line = pointSourceLine(source);
  return (
    <button
      type="button"
      onClick={() => onOpen(source)}
      aria-label={`${line}: show where this point comes from`}
      className="mt-0.5 block max-w-full rounded text-left text-xs break-words text-ink-subtle underline-offset-2 hover:text-ink hover:underline focus-visible:outline-3 focus-visible:outline-accent"
    >
      {line}
    </button>
  );
}

/** The source of one point: the document, the page, the whole section path and the source's own words. */
export function PointSourceDialog({ source, onClose }: { source: PointSource | null; onClose: () => void }) {
  const page = source ? pointSourcePage(source) : null;
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      title="Where this point comes from"
      description={source ? `“${source.point}”` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      {source && (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{DOCUMENT_LABEL[source.kind]}</dt>
            <dd className="break-words text-ink">{source.document}</dd>
            {page && (
              <>
                <dt className="text-ink-muted">{page.label}</dt>
                <dd className="text-ink">{source.page}</dd>
              </>
            )}
            {source.section.length > 0 && (
              <>
                <dt className="text-ink-muted">Section</dt>
                <dd className="break-words text-ink">{source.section.join(' › ')}</dd>
              </>
            )}
          </dl>
          <figure>
            <figcaption className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">In the source</figcaption>
            <blockquote className="mt-2 border-l-4 border-line pl-3 text-sm break-words whitespace-pre-line text-ink">{source.excerpt}</blockquote>
          </figure>
        </div>
      )}
    </Dialog>
  );
}
