import { themeById } from '@lectern/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slide } from '../test/flow-fixtures';
import { SlideCanvas, slideBoxStyle, slidePage } from './slide-canvas';

const drawn = vi.hoisted(() => [] as { page: unknown; part?: number }[]);
const layout = vi.hoisted(() => ({ parts: 1 }));
vi.mock('@lectern/slides', async (original) => ({
  ...(await original<typeof import('@lectern/slides')>()),
  // The drawing itself is tested in @lectern/slides; here: which page (and part) the preview asks for.
  drawSlide: (_ctx: unknown, _slide: unknown, options: { page: unknown; part?: number }) => {
    drawn.push(options.part ? { page: options.page, part: options.part } : { page: options.page });
    return { part: options.part ?? 0, parts: layout.parts };
  },
}));

const context = { setTransform: vi.fn(), clearRect: vi.fn() };

afterEach(() => {
  drawn.length = 0;
  layout.parts = 1;
  vi.restoreAllMocks();
});

const props = { slide: slide(1), theme: themeById('corporate-blue'), logo: null, slideNumber: 1, totalSlides: 3, label: 'Slide 1' };

describe('SlideCanvas page shape (issue 14 aspect ratios)', () => {
  it.each([
    [undefined, 1920, 1080],
    ['16:9', 1920, 1080],
    ['9:16', 1080, 1920],
    ['1:1', 1080, 1080],
  ] as const)('draws a %s slide on a %i×%i page, in a box of that shape', async (aspect, width, height) => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    render(<SlideCanvas {...props} {...(aspect ? { aspect } : {})} scale={0.5} />);
    const canvas = screen.getByRole('img', { name: 'Slide 1' }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([width / 2, height / 2]);
    expect((canvas.parentElement as HTMLElement).style.aspectRatio).toBe(`${width} / ${height}`);
    await waitFor(() => expect(drawn).toEqual([{ page: { width, height } }]));
  });

  it('keeps vertical and square boxes as tall as a 16:9 box of the same container, centred', () => {
    expect(slideBoxStyle(slidePage('16:9')).maxWidth).toBeUndefined();
    expect(slideBoxStyle(slidePage('1:1')).maxWidth).toBe('56.25%');
    expect(slideBoxStyle(slidePage('9:16')).maxWidth).toBe('31.64%');
  });

  it('draws the large preview of every shape at one scale: the short side as wide as a 16:9 slide is tall, within the window', () => {
    expect(slideBoxStyle(slidePage('16:9'), { sameScale: true }).maxWidth).toBeUndefined();
    expect(slideBoxStyle(slidePage('1:1'), { sameScale: true }).maxWidth).toBe('min(56.25%, calc(70vh * 1))');
    // A vertical slide as wide as a square one: 1080 px of page in the same room.
    expect(slideBoxStyle(slidePage('9:16'), { sameScale: true }).maxWidth).toBe('min(56.25%, calc(70vh * 0.5625))');
  });
});

describe('SlideCanvas continuation pages (decision 165)', () => {
  it('offers the pages of a slide that continues in this shape, and draws the one chosen', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    layout.parts = 2;
    render(<SlideCanvas {...props} aspect="9:16" pages />);
    const second = await screen.findByRole('button', { name: '2' });
    expect(screen.getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute('aria-pressed', 'true');
    second.click();
    await waitFor(() => expect(drawn.at(-1)).toEqual({ page: { width: 1080, height: 1920 }, part: 1 }));
    expect(await screen.findByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers nothing for a slide on one page, or where pages are not asked for', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    render(<SlideCanvas {...props} pages />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Pages of this slide in the video' })).toBeNull();
    layout.parts = 3;
    render(<SlideCanvas {...props} label="Thumbnail" />);
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Page 1 of 3' })).toBeNull();
  });
});
