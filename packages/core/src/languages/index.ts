export * from './language-list';
export * from './language-providers';
export * from './title-cases';
