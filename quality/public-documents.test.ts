import { describe, expect, it } from 'vitest';
import { MissingPackage, pageText, readShipped } from './public-documents';

describe('public documents read in place', () => {
  it('says which package to install when a shipped file is missing', async () => {
    const read = readShipped('doc-debian', '/usr/share/doc/debian/no-such-file.txt.gz');
    await expect(read).rejects.toBeInstanceOf(MissingPackage);
    await expect(read).rejects.toThrow(/install the Debian package doc-debian \(apt-get install doc-debian\)/);
  });

  it('turns a page into the text a browser copies: headings and items on lines of their own, code kept, markup dropped', () => {
    const html = `<html><head><title>x</title><style>p{}</style></head><body><div class="navheader">Prev Next</div>
      <h2 class="title">9.1. How can I keep
      my system current?</h2><p>Use <code>apt</code> &amp; read the
      notes.</p><ul><li><p>First item</p></li><li>Second item</li></ul><pre>$ apt update
$ apt upgrade</pre></body></html>`;
    expect(pageText(html)).toBe(
      '## 9.1. How can I keep my system current?\n\nUse apt & read the notes.\n\n- First item\n\n- Second item\n\n$ apt update\n$ apt upgrade',
    );
  });

  it('reads tags as HTML allows them written: upper case, a line break before the ">" (decision 192)', () => {
    const html = '<DIV\nCLASS="CHAPTER"\n><H1\nCLASS="TITLE"\n>Chapter 1. Introduction</H1\n><P\n>The package holds the master files.</P\n></DIV\n>';
    expect(pageText(html)).toBe('# Chapter 1. Introduction\n\nThe package holds the master files.');
  });
});
