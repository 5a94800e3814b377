import { describe, expect, it } from 'vitest';
import { isAboutTheDocument } from './about-the-document';

describe('a sentence about the text itself (decision 203)', () => {
  it('is the document as its subject, its versions or formats, the reader’s reading, or another document', () => {
    for (const text of [
      'In case you are reading this as a plain text file or via email: an HTML version is available on the web.',
      'An HTML version is available on the World Wide Web.',
      'This is described in another document available on the World Wide Web.',
      'This file will try to document the bug tracking system.',
      'This document does not describe the goals of the Project or how it achieves them.',
      'Please note that this document is provided in order to document Debian’s history.',
      'Version 1.2 ratified on October 1st, 2022.',
      'Supersedes Version 1.1 ratified on April 26th, 2004.',
      'A plain text version can also be obtained by mailing the word help to the server.',
      'Most of the remainder of this document will outline the powers of these bodies.',
      'This document is free; you can redistribute it and/or modify it under the terms of the GNU General Public License.',
      'You should have received a copy of the GNU General Public License along with this document.',
      'See the GNU General Public License for more details.',
    ])
      expect(isAboutTheDocument(text), text).toBe(true);
  });

  it('is not what the text rules or tells of its subject', () => {
    for (const text of [
      'This policy applies to every employee, including contractors.',
      'This procedure must be followed before any lift over 25 kg.',
      'The body you send should be a series of commands, one per line.',
      'Send the word help to the server to receive the list of commands.',
      'Each file in the archive is described by its control file.',
      'Debian version 12 was released in June 2023.',
      'If you are reading a meter, note the number on the left.',
      'This software is free to use for every member of staff.',
      'You will have received a copy of the contract with your offer letter.',
      'See your manager for more details before you book the trip, and keep the receipt.',
    ])
      expect(isAboutTheDocument(text), text).toBe(false);
  });
});
