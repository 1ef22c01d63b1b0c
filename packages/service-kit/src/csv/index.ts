export * from './csv-import.js';
export * from './upload.js';
export * from './form.js';
export * from './csv-export.js';
