import { describe, expect, it } from 'vitest';
import { HtmlBatches } from './html-batches.server';

const read = (stream: HtmlBatches) => {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
};

describe('HtmlBatches', () => {
  it('passes on what was written up to each flush as one chunk', async () => {
    const stream = new HtmlBatches();
    const chunks = read(stream);
    stream.write(new TextEncoder().encode('<html><body>'));
    stream.write(Buffer.from('<main>shell</main>'));
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(['<html><body><main>shell</main>']);

    stream.write(Buffer.from('<template>late part</template>'));
    stream.write(Buffer.from('</body></html>'));
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([
      '<html><body><main>shell</main>',
      '<template>late part</template></body></html>',
    ]);
  });

  it('keeps nothing back when the stream ends without a last flush', async () => {
    const stream = new HtmlBatches();
    const chunks = read(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write(Buffer.from('<p>a</p>'));
    stream.end(Buffer.from('<p>b</p>'));
    await ended;
    expect(chunks.join('')).toBe('<p>a</p><p>b</p>');
  });
});
