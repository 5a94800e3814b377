import { describe, expect, it } from 'vitest';
import { cleanText, dropPageFurniture, fileNameAsWords } from './clean-text';

describe('only text a person wrote reaches the slides', () => {
  it('drops page numbers, running headers and file names', () => {
    const text =
      'Acme Handbook 2026\nBenefits\nDental cover is included.\nPage 1 of 2\n\nAcme Handbook 2026\nVision\nOne eye exam a year.\nPage 2 of 2\nbenefits.pdf';
    expect(dropPageFurniture(text)).toBe('Benefits\nDental cover is included.\n\nVision\nOne eye exam a year.');
  });

  it('drops a running line of pieces joined by "·" that names the page or edition, and keeps one of content', () => {
    const text = "Restore the old key.\nHarbourline Systems Ltd · Administrator's Manual 3.2 · Page 2\nTea · Coffee · Juice";
    expect(dropPageFurniture(text)).toBe('Restore the old key.\nTea · Coffee · Juice');
  });

  it('repairs a list with empty members and drops a web address with the word that led to it', () => {
    expect(cleanText('Tags include patch, fixed, fixed-in-experimental, , .')).toBe('Tags include patch, fixed, fixed-in-experimental.');
    expect(cleanText('Follow the Installation Manual, which is available from our WWW site at https://www.debian.org/releases/.')).toBe(
      'Follow the Installation Manual, which is available from our WWW site.',
    );
  });

  it('drops a pasted web page’s breadcrumb, share, byline, advertisement, related links and copyright', () => {
    const page = [
      'Shop › Guides › Kitchen',
      '',
      'How to store flour',
      '',
      'By Ana Ruiz · 3 May · 6 min read',
      'Share on Facebook · Email',
      '',
      'Keep flour in a sealed tin. A cool cupboard keeps it fresh for a year.',
      '',
      'Advertisement',
      '',
      'Whole-grain flour goes stale sooner: use it within three months.',
      '',
      'Related articles',
      '· Baking with rye',
      '· Ten pantry staples',
      '',
      '© Pantry Weekly. All rights reserved.',
    ].join('\n');
    expect(dropPageFurniture(page).split('\n').filter(Boolean)).toEqual([
      'How to store flour',
      'Keep flour in a sealed tin. A cool cupboard keeps it fresh for a year.',
      'Whole-grain flour goes stale sooner: use it within three months.',
    ]);
  });

  it('keeps a sentence that only mentions sharing, a path or comments', () => {
    const text = 'Share your screen only with colleagues.\nSave files under Projects / 2026 / Reports.\nComments on a draft go to the author.';
    expect(dropPageFurniture(text)).toBe(text);
  });

  it('strips HTML tags but keeps a placeholder in angle brackets', () => {
    expect(cleanText('<p>Set the field to <implementations-keywords>, or lock <admindir>/lock first.</p>').trim()).toBe(
      'Set the field to <implementations-keywords>, or lock <admindir>/lock first.',
    );
    expect(cleanText('Read <a href="/x">the guide</a> and <strong>sign</strong> it.<br/>').replace(/\s+/g, ' ').trim()).toBe('Read the guide and sign it.');
  });
});

describe('fileNameAsWords', () => {
  it('says a file named in a sentence as its words, without extension or version mark', () => {
    expect(fileNameAsWords('Full procedure: Complaints_Procedure_2026.docx on the intranet')).toBe('Full procedure: Complaints Procedure 2026 on the intranet');
    expect(fileNameAsWords('Use the checklist in DSE_Checklist_v3.xlsx.')).toBe('Use the checklist in DSE Checklist.');
    expect(fileNameAsWords('Read travel-policy-final.pdf first.')).toBe('Read travel policy first.');
  });
  it('leaves paths, addresses and names with dots alone', () => {
    for (const text of ['Read /usr/share/doc/apt-doc/guide.html/index.html', 'See debian-faq.en.pdf', 'Write to help@example.md.org', 'Version 2.5 is out.'])
      expect(fileNameAsWords(text)).toBe(text);
  });
});
