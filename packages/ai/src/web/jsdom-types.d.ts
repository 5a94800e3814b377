/** The part of jsdom's API this package uses (jsdom ships no type declarations). */
declare module 'jsdom' {
  export class VirtualConsole {}
  export interface ConstructorOptions {
    url?: string;
    virtualConsole?: VirtualConsole;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
