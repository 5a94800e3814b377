import { describe, expect, it } from 'vitest';
import { isPlainTextCode } from './plain-text-code';
import { plainTextBlocks } from './plain-text-tree';

const lines = (text: string) => text.split('\n');

describe('isPlainTextCode', () => {
  it('takes indented commands and settings under the text as code', () => {
    const before = ['The agent runs on Linux servers. Install it as root:'];
    expect(isPlainTextCode(lines('    $ sudo dpkg -i agent_3.2_amd64.deb\n    $ sudo systemctl enable --now agent'), before)).toBe(true);
    expect(isPlainTextCode(lines('    jobs:\n      - name: nightly-files\n        paths: [/srv/files, /etc]\n        keep_days: 30'), before)).toBe(true);
    expect(isPlainTextCode(lines('  [server]\n  timeout = 30\n  retries = 2'), ['Set the timeouts in the config file.'])).toBe(true);
  });

  it('takes an example of commands after its lead-in as code, at the lead-in’s indent', () => {
    const before = ['          Example usage:'];
    expect(isPlainTextCode(lines('          package foo\n          reassign 123456 bar 1.0-1'), before)).toBe(true);
  });

  it('leaves indented prose, fields of a form and a lower-case list without code alone', () => {
    expect(isPlainTextCode(lines('    Keep the key file in a safe place.\n    Without it, backups cannot be restored.'), ['Note:'])).toBe(false);
    expect(isPlainTextCode(lines('  Status: recommendation, stable\n  Version: 1.0'), ['Supporting rootless builds'])).toBe(false);
    expect(isPlainTextCode(lines('  a screwdriver\n  a ladder'), ['You will need:'])).toBe(false);
    // (at the text's own indent, with no lead-in, settings-like lines are the text's)
    expect(isPlainTextCode(lines('note: paths must be absolute'), ['Each job names its folders.'])).toBe(false);
  });
});

describe('plainTextBlocks with code', () => {
  it('reads a manual’s commands and YAML sample as code blocks, never paragraphs or lists', () => {
    const blocks = plainTextBlocks(
      'Install it as root:\n\n    $ sudo dpkg -i agent.deb\n\nThe agent listens on port 8405.\n\nA job looks like this:\n\n    jobs:\n      - name: nightly\n        keep_days: 30\n\nPaths must be absolute.',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'code', 'paragraph', 'paragraph', 'code', 'paragraph']);
    expect(blocks[4]).toEqual({ type: 'code', text: 'jobs:\n- name: nightly\nkeep_days: 30' });
  });
});
