// jsdom has no document.fonts, which Mantine's autosize Textarea listens to. (Candidate for tests/setup.ts.)
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
