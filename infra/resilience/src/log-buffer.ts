/** The last `maxChars` of a process's output, to print when a test fails. */
export class LogBuffer {
  private text = '';

  constructor(private readonly maxChars = 200_000) {}

  append(chunk: string): void {
    this.text += chunk;
    if (this.text.length > this.maxChars) this.text = this.text.slice(-this.maxChars);
  }

  toString(): string {
    return this.text;
  }
}
