import { Transform, type TransformCallback } from 'node:stream';

/**
 * Hands on React's HTML in one chunk per flush instead of one per 4 kB write. React writes its output in small
 * pieces and calls `flush()` on its destination once it has written everything it can for now (the shell, then
 * each streamed part); every chunk costs a trip through the web stream and a socket write, so a page of 25
 * pieces costs far more than one of 2. Nothing is held back past a flush, so streaming is unchanged.
 */
export class HtmlBatches extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    done();
  }

  /** Called by React after each round of writes. */
  flush(): void {
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }
}
