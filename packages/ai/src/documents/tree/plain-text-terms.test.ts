import { describe, expect, it } from 'vitest';
import { plainTextTerm, syntaxLines } from './plain-text-terms';
import { plainTextBlocks } from './plain-text-tree';

const REFERENCE = `Commands available

   send bugnumber
   send-detail bugnumber
          Requests the transcript for the bug report in question.

   getinfo filename
          Request a file about packages and maintainers; the files are:

        maintainers
                The unified list of packages' maintainers.

   #...
          One-line comment. The # must be at the start of the line.

   There is a reference card for the mail server.`;

describe('plainTextTerm', () => {
  it('reads short term lines over a description hanging a tab stop deeper', () => {
    expect(plainTextTerm(['   send bugnumber', '   send-detail bugnumber', '          Requests the transcript', '          for the bug.'])).toEqual({
      terms: ['send bugnumber', 'send-detail bugnumber'],
      description: 'Requests the transcript for the bug.',
      indent: 3,
    });
  });

  it('refuses a heading, a field with its value, a lead-in, a list item and a paragraph that does not hang', () => {
    expect(plainTextTerm(['DESCRIPTION', '       bzip2 compresses files using the block-sorting algorithm.'])).toBeNull();
    expect(plainTextTerm(['Description : Discussion about security issues, including', '              cryptographic issues.'])).toBeNull();
    expect(plainTextTerm(['  Non-native packages look like this:', '      hello_1.3-11.dsc hello_1.3.orig.tar.gz'])).toBeNull();
    expect(plainTextTerm(['  * plasters', '        and dressings kept by the door'])).toBeNull();
    expect(plainTextTerm(['   Each closed bug report is archived 28 days after', '   the last message relating to it.'])).toBeNull();
    expect(plainTextTerm(['   Tell your supervisor.', '        Then write it down in the book.'])).toBeNull();
  });
});

describe('syntaxLines', () => {
  it('takes a run of item and bracket lines with syntax brackets as an example', () => {
    const lines = ['* Status [pending=]', '  + Outstanding with Patch [0:pending+tag=patch]', '  + Resolved [done]', 'The first selection that matches wins.'];
    expect(syntaxLines(lines, 0)).toBe(3);
  });

  it('leaves a list of words and a sentence with a footnote mark alone', () => {
    expect(syntaxLines(['* plasters and dressings', '* eye wash [see note 1]', '* gloves'], 0)).toBe(0);
    expect(syntaxLines(['See the guide [1] for more.', 'It is short [2].'], 0)).toBe(0);
  });
});

describe('plainTextBlocks with terms and examples', () => {
  it('makes one description list of the entries in a row, a deeper term nested, and goes on with the text after it', () => {
    const blocks = plainTextBlocks(REFERENCE);
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Commands available' },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'send bugnumber, send-detail bugnumber: Requests the transcript for the bug report in question.', level: 0 },
          { text: 'getinfo filename: Request a file about packages and maintainers; the files are:', level: 0 },
          { text: "maintainers: The unified list of packages' maintainers.", level: 1 },
          { text: '#...: One-line comment. The # must be at the start of the line.', level: 0 },
        ],
      },
      { type: 'paragraph', text: 'There is a reference card for the mail server.' },
    ]);
  });

  it('keeps an example of syntax, and the blocks that go on it at its indent, as one code block', () => {
    const text = `Example usage:

    usercategory new-status [hidden]
     * Status [pending=]
       + Outstanding with Patch Available [0:pending+tag=patch]
       + Resolved [done]

    # Change default view
    usercategory normal
      * new-status

   The server answers with a transcript.`;
    expect(plainTextBlocks(text)).toEqual([
      { type: 'paragraph', text: 'Example usage:' },
      {
        type: 'code',
        text: 'usercategory new-status [hidden]\n* Status [pending=]\n+ Outstanding with Patch Available [0:pending+tag=patch]\n+ Resolved [done]\n\n# Change default view\nusercategory normal\n* new-status',
      },
      { type: 'paragraph', text: 'The server answers with a transcript.' },
    ]);
  });

  it('keeps "Field: value" lines apart, and a sentence that happens to hold a colon is a paragraph', () => {
    expect(plainTextBlocks('The server answers at once.\n\nStatus: recommendation, stable\nVersion: 1.0')).toEqual([
      { type: 'paragraph', text: 'The server answers at once.' },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'Status: recommendation, stable', level: 0 },
          { text: 'Version: 1.0', level: 0 },
        ],
      },
    ]);
    // (under the title, before any text, they are the document's record, not its content)
    expect(
      plainTextBlocks(
        'Supporting rootless builds\n==========================\n\nStatus: recommendation, stable\nVersion: 1.0\n\nBackground\n----------\n\nPackages needed root.',
      ),
    ).toEqual([
      // (an underline as long as its heading is one, however long: the title is over its sections)
      { type: 'heading', level: 1, text: 'Supporting rootless builds' },
      { type: 'heading', level: 2, text: 'Background' },
      { type: 'paragraph', text: 'Packages needed root.' },
    ]);
    expect(plainTextBlocks('Note: the server stops at a line with quit.\nIt ignores the rest.')).toEqual([
      { type: 'paragraph', text: 'Note: the server stops at a line with quit. It ignores the rest.' },
    ]);
  });
});
