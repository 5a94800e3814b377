import { describe, expect, it } from 'vitest';
import { looksLikeCode } from './looks-like-code';

describe('looksLikeCode', () => {
  it('sees commands, statements, assignments, markup and paths', () => {
    for (const code of [
      '$ apt-get install reportbug',
      'if (x) { return; }',
      'total = add(a, b);',
      'timeout = 30',
      'reportbug --severity=critical',
      '<b>Before</b>',
      'Log /var/log/dpkg.log',
      'Name: nightly-files paths: [/srv/files, /etc] schedule: "02:30" keep_days: 30',
      '[Function]int asn1_write_value node root: pointer to a structure name',
      'const char * asn1_check_version (const char * req_version)',
      'int BZ2_bzCompressInit ( bz_stream *strm, int blockSize100k )',
    ])
      expect(looksLikeCode(code), code).toBe(true);
  });

  it('leaves sentences with a symbol or an option alone', () => {
    for (const text of [
      'Use a password manager for every account.',
      'Call the desk on 4400 (option 2).',
      'Passwords: at least 14 characters',
      'Revised 01/06/94',
      'Means any patent claim(s)',
      'Restores never overwrite newer files unless you add --force',
      'Note: paths must be absolute: a relative path is ignored',
      'Two kinds of leave: annual leave and sick leave',
      'name the four main stages of the water cycle;',
      'Int (whole number) values are stored in four bytes.',
      'Double the dose (see the label) only when told to.',
    ])
      expect(looksLikeCode(text), text).toBe(false);
  });
});
