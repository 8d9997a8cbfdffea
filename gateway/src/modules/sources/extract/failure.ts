// An extraction that cannot succeed, with the reason shown to the person who added the source.

export class ExtractionFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ExtractionFailure';
  }
}
