import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';
import { uploadProblem } from './documents-panel';

afterEach(() => vi.unstubAllGlobals());

const doc = (n: number, patch: Record<string, unknown> = {}) => ({
  id: `d${n}`,
  filename: `policy-${n}.pdf`,
  fileSize: 700 * 1024,
  status: 'completed',
  error: null,
  pages: 2,
  textLength: 900,
  uploadDate: '2026-11-20T09:00:00Z',
  ...patch,
});

describe('context step', () => {
  it('shows Loading project... then the microlearning or lesson heading by duration', async () => {
    flowApi({});
    renderFlow();
    expect(screen.getByText('Loading project...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create Microlearning Video' })).toBeInTheDocument();
    expect(screen.getByText('Quick 2-minute focused learning session')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Duration'), '4');
    expect(screen.getByRole('heading', { name: 'Create Lesson Video' })).toBeInTheDocument();
    expect(screen.getByText('Comprehensive 4-minute training lesson')).toBeInTheDocument();
  });

  it('stores the template flow the duration selects, with its slides, and the header follows the stored flow', async () => {
    const calls = flowApi({ duration: 3, selectedTemplateFlow: { id: 'lesson', name: 'Lesson', targetSeconds: 180, slides: [], totalSlides: 0 } });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Create Lesson Video' })).toBeInTheDocument();
    expect(screen.getByText('Comprehensive 3-minute training lesson')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Duration'), '1');
    expect(screen.getByRole('heading', { name: 'Create Microlearning Video' })).toBeInTheDocument();
    expect(screen.getByText('Quick 1-minute focused learning session')).toBeInTheDocument();
    expect(screen.queryByText(/Quick 2-minute/)).not.toBeInTheDocument();
    await waitFor(() => expect(lastSave(calls)?.progress_data.selectedTemplateFlow).toMatchObject({ id: 'microlearning', targetSeconds: 60 }), {
      timeout: 2000,
    });
    const flow = lastSave(calls)!.progress_data.selectedTemplateFlow as {
      slides: { templateId: string; purpose: string; estimatedDuration: number }[];
      totalSlides: number;
    };
    expect(flow.totalSlides).toBe(flow.slides.length);
    expect(flow.slides.reduce((s, x) => s + x.estimatedDuration, 0)).toBe(60);
    expect(flow.slides[0]).toMatchObject({ templateId: 'title-slide' });
  });

  it('shows the spec’s fixed message when the outline fails, not the server text', async () => {
    flowApi(
      { contentInput: 'A brief', selectedStyle: 'executive-brief' },
      { 'POST /api/ai/outline': () => ({ status: 502, body: { error: 'Outline generation failed: HTTP 429: Too Many Requests' } }) },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Outline' }));
    expect(await screen.findByText('Failed to analyze content. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/HTTP 429/)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('says a missing project is not found, with the way back to the dashboard (decision 153)', async () => {
    flowApi({}, { 'GET /api/projects/p1': () => ({ status: 404, body: { error: 'Project not found' } }) });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Loading project...')).not.toBeInTheDocument();
  });

  it('links back to Home (spec 001 §2)', async () => {
    flowApi({});
    renderFlow();
    expect(await screen.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/dashboard');
  });

  it('enables Create Outline only with a brief and a style, then saves and generates the outline', async () => {
    const calls = flowApi(
      {},
      {
        'POST /api/ai/outline': () => ({ body: { slides: [slide(1), slide(2)], usedPerSlideFallback: false, placeholderSlides: [] } }),
      },
    );
    renderFlow();
    const submit = await screen.findByRole('button', { name: 'Create Outline' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Creative brief/ }), '   ');
    await userEvent.selectOptions(screen.getByLabelText(/Video style/), 'workshop-style');
    // A blank brief keeps it disabled (spec 001 §5).
    expect(submit).toBeDisabled();
    expect(screen.getByText(/Recommended for Skills training/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Creative brief/ }), 'Teach safe lifting to warehouse staff.');
    expect(submit).toBeEnabled();
    // Languages come from the server, en-US by default.
    expect(screen.getByLabelText('Output language')).toHaveValue('en-US');

    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Review & Edit Outline' })).toBeInTheDocument();
    const outline = calls.find((c) => c.path === '/api/ai/outline');
    expect(outline?.body).toMatchObject({ projectId: 'p1', styleId: 'workshop-style', durationSeconds: 120, projectTitle: 'Safe Lifting', language: 'en-US' });
    expect((outline!.body as { brief: string }).brief).toBe('Teach safe lifting to warehouse staff.');
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ contentSubmitted: true, slidesGenerated: true, currentStep: 2 }), {
      timeout: 2000,
    });
    expect((lastSave(calls)!.progress_data.slides as unknown[]).length).toBe(2);
  });

  it('names each language in English and in its own words, and writes the outline in the chosen one', async () => {
    const calls = flowApi(
      { selectedStyle: 'executive-brief' },
      { 'POST /api/ai/outline': () => ({ body: { slides: [slide(1)], usedPerSlideFallback: false, placeholderSlides: [] } }) },
    );
    renderFlow();
    const language = await screen.findByLabelText('Output language');
    await waitFor(() => expect(language).toBeEnabled());
    expect(within(language).getByRole('option', { name: 'German (Germany) · Deutsch (Deutschland)' })).toBeInTheDocument();
    expect(within(language).getByRole('option', { name: 'English (United States)' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'de-DE');
    await userEvent.type(screen.getByRole('textbox', { name: /Creative brief/ }), 'Sicherheit am Arbeitsplatz');
    await userEvent.click(screen.getByRole('button', { name: 'Create Outline' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ai/outline')?.body).toMatchObject({ language: 'de-DE' }));
  });

  it('keeps what the brief asks and preselects the tone it states (decision 118)', async () => {
    const steering = { tone: 'Friendly', emphasis: true, quiz: false, topics: [] };
    const calls = flowApi(
      { selectedStyle: 'workshop-style', tone: 'Professional' },
      { 'POST /api/ai/outline': () => ({ body: { slides: [slide(1)], usedPerSlideFallback: false, placeholderSlides: [], steering } }) },
    );
    renderFlow();
    await userEvent.type(await screen.findByRole('textbox', { name: /Creative brief/ }), 'Teach safe lifting. Keep it friendly and light.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Outline' }));
    expect(await screen.findByRole('heading', { name: 'Review & Edit Outline' })).toBeInTheDocument();
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ briefSteering: steering, tone: 'Friendly' }), { timeout: 2000 });
  });

  it('reads a web page as the source when Web page link is chosen', async () => {
    const calls = flowApi(
      { selectedStyle: 'compliance-clarity' },
      {
        'POST /api/ai/fetch-url': () => ({ body: { title: 'Lifting guide', text: 'Bend your knees.' } }),
        'POST /api/ai/outline': () => ({ body: { slides: [slide(1)], usedPerSlideFallback: true, placeholderSlides: [1] } }),
      },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('radio', { name: 'Web page link' }));
    const submit = screen.getByRole('button', { name: 'Create Outline' });
    await userEvent.type(screen.getByLabelText(/Web page link/, { selector: 'input[type=url]' }), 'not a link');
    expect(screen.getByText(/Enter a full web address/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/Web page link/, { selector: 'input[type=url]' }));
    await userEvent.type(screen.getByLabelText(/Web page link/, { selector: 'input[type=url]' }), 'https://example.com/lifting');
    await userEvent.click(submit);
    expect(await screen.findByText(/placeholder text/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/fetch-url')?.body).toEqual({ url: 'https://example.com/lifting' });
    expect(calls.find((c) => c.path === '/api/ai/outline')?.body).toMatchObject({
      brief: '',
      sourceText: 'Lifting guide\n\nBend your knees.',
      styleId: 'compliance-clarity',
    });
  });

  it('needs a completed document while supporting materials are on', async () => {
    flowApi({ contentInput: 'A brief', selectedStyle: 'executive-brief' });
    renderFlow();
    const submit = await screen.findByRole('button', { name: 'Create Outline' });
    expect(submit).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Supporting Materials' }));
    expect(submit).toBeDisabled();
    expect(screen.getByText('Document processing required')).toBeInTheDocument();
    expect(screen.getByText('0/3 files')).toBeInTheDocument();
  });
});

describe('documents panel', () => {
  it('counts files and size, locks the toggle on and disables the upload at three files', async () => {
    flowApi(
      { contentInput: 'A brief', selectedStyle: 'executive-brief' },
      {
        'GET /api/projects/p1/documents': () => ({
          body: { success: true, documents: [doc(1), doc(2, { status: 'failed', error: 'This PDF has no selectable text' }), doc(3, { status: undefined })] },
        }),
      },
    );
    renderFlow();
    expect(await screen.findByText('3/3 files')).toBeInTheDocument();
    expect(screen.getByText('2.1 MB / 10MB used')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Supporting Materials' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeDisabled();
    expect(screen.getByLabelText('Choose documents')).toBeDisabled();
    expect(screen.getByText('This PDF has no selectable text')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText(/Documents ready/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Outline' })).toBeEnabled();
  });

  it('shows a small document’s size in KB, not as 0.0 MB (spec 001 §9)', async () => {
    flowApi({ useSupportingMaterials: true }, { 'GET /api/projects/p1/documents': () => ({ body: { documents: [doc(1, { fileSize: 35 * 1024 })] } }) });
    renderFlow();
    expect(await screen.findByText('35.0 KB / 10MB used')).toBeInTheDocument();
  });

  it('says Processing documents... and blocks the upload while one is processing', async () => {
    flowApi({ useSupportingMaterials: true }, { 'GET /api/projects/p1/documents': () => ({ body: { documents: [doc(1, { status: 'processing' })] } }) });
    renderFlow();
    expect(await screen.findByText('Processing documents...')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose documents')).toBeDisabled();
  });

  it('deletes a document after the confirmation and says so', async () => {
    let docs = [doc(1)];
    const calls = flowApi(
      {},
      {
        'GET /api/projects/p1/documents': () => ({ body: { documents: docs } }),
        'DELETE /api/projects/p1/documents/d1': () => {
          docs = [];
          return { body: { success: true } };
        },
      },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete policy-1.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Document' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete policy-1.pdf' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Document' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document "policy-1.pdf" deleted successfully')).toBeInTheDocument();
  });

  it('uploads through the file input and reports the result', async () => {
    let docs: ReturnType<typeof doc>[] = [];
    flowApi(
      { useSupportingMaterials: true },
      {
        'GET /api/projects/p1/documents': () => ({ body: { documents: docs } }),
        'POST /api/projects/p1/documents': () => {
          docs = [doc(1)];
          return { body: { success: true, processed: 1, total: 1, documents: docs } };
        },
      },
    );
    renderFlow();
    const input = await screen.findByLabelText('Choose documents');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'policy-1.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Successfully processed 1 of 1 documents')).toBeInTheDocument();
    expect(await screen.findByText('1/3 files')).toBeInTheDocument();
  });

  it('says No project selected when the project is gone at upload time', async () => {
    flowApi(
      { useSupportingMaterials: true },
      {
        'GET /api/projects/p1/documents': () => ({ body: { documents: [] } }),
        'POST /api/projects/p1/documents': () => ({ status: 404, body: { error: 'Project not found' } }),
      },
    );
    renderFlow();
    const input = await screen.findByLabelText('Choose documents');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'policy-1.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('No project selected. Please go back to the dashboard and select a project.')).toBeInTheDocument();
  });

  it('checks the spec limits before uploading', () => {
    const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);
    expect(uploadProblem([file('a.pdf')], [doc(1), doc(2), doc(3)])).toBe('Maximum 3 documents allowed');
    expect(uploadProblem([file('a.exe')], [])).toMatch(/^Only PDF/);
    expect(uploadProblem([file('big.pdf', 10 * 1024 * 1024)], [doc(1)])).toBe('Total size of all documents cannot exceed 10MB');
    expect(uploadProblem([file('notes.md'), file('deck.pptx')], [])).toBeNull();
  });
});
