import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageEncoding } from '@vitrine/contract';
import type { DrawingPool } from './drawing-pool';
import { encodePicture } from './encode';
import { assetsDir } from './image-files';
import { fileName, type PoolImage, parseImagePath } from './pool';

export interface DrawnImagesOptions {
  dataDir: string;
  drawer: DrawingPool;
  /** Most bytes of drawn images kept under `${dataDir}/assets`; the least recently used go first. */
  budgetBytes: number;
  /** A folder of drawings shared across data folders (tests), or null. */
  sharedCacheDir: string | null;
}

const DRAWN_FILE = /^(.+)\.\d+\.(png|avif|webp)$/;

async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, target);
}

async function readIfPresent(file: string): Promise<Uint8Array | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The drawn widths of pool images kept on disk: each is drawn once however many requests ask for it at the
 * same time, and the folder stays within a byte budget by deleting the least recently served. Any deleted
 * width is drawn again from its name when next asked for. Each process keeps its own account, so processes
 * sharing a DATA_DIR each stay within the budget for what they drew or served.
 */
export class DrawnImages {
  private readonly root: string;
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();
  /** Sizes by file name, least recently served first. */
  private readonly recency = new Map<string, number>();
  private total = 0;
  private scanned: Promise<void> | undefined;

  constructor(private readonly options: DrawnImagesOptions) {
    this.root = assetsDir(options.dataDir);
  }

  /** Bytes of drawn images on disk, as far as this process knows. */
  get bytesOnDisk(): number {
    return this.total;
  }

  /** One width of a pool image as PNG (or re-encoded), from disk or drawn now. */
  variant(image: PoolImage, width: number, format: 'png' | ImageEncoding = 'png'): Promise<Uint8Array> {
    const name = fileName(image.path, width, format);
    let pending = this.inFlight.get(name);
    if (!pending) {
      pending = this.readOrDraw(image, width, format, name).finally(() => this.inFlight.delete(name));
      this.inFlight.set(name, pending);
    }
    return pending;
  }

  private async readOrDraw(
    image: PoolImage,
    width: number,
    format: 'png' | ImageEncoding,
    name: string,
  ): Promise<Uint8Array> {
    this.scanned ??= this.scan();
    await this.scanned;
    const file = path.join(this.root, name);
    let bytes = await readIfPresent(file);
    if (!bytes) {
      bytes =
        format === 'png'
          ? await this.draw(image, width, name)
          : await encodePicture(await this.variant(image, width), format);
      await writeAtomically(file, bytes);
    }
    this.served(name, bytes.length);
    await this.evictOverBudget();
    return bytes;
  }

  private async draw(image: PoolImage, width: number, name: string): Promise<Uint8Array> {
    const { sharedCacheDir, drawer } = this.options;
    if (!sharedCacheDir) return (await drawer.draw(image.path, width)).bytes;
    const cached = path.join(sharedCacheDir, name);
    const bytes = await readIfPresent(cached);
    if (bytes) return bytes;
    const drawn = (await drawer.draw(image.path, width)).bytes;
    await writeAtomically(cached, drawn);
    return drawn;
  }

  private served(name: string, size: number): void {
    this.total -= this.recency.get(name) ?? 0;
    this.recency.delete(name);
    this.recency.set(name, size);
    this.total += size;
  }

  /** Learns what earlier runs drew, oldest first, so the budget counts it. */
  private async scan(): Promise<void> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const drawn = entries.filter((name) => {
      const match = DRAWN_FILE.exec(name.split(path.sep).join('/'));
      return match !== null && parseImagePath(match[1]) !== null;
    });
    const found = await Promise.all(
      drawn.map(async (name) => {
        const stat = await fs.stat(path.join(this.root, name)).catch(() => null);
        return stat && { name: name.split(path.sep).join('/'), size: stat.size, at: stat.mtimeMs };
      }),
    );
    const files = found.filter((f) => f !== null).sort((a, b) => a.at - b.at);
    for (const { name, size } of files) if (!this.recency.has(name)) this.served(name, size);
    await this.evictOverBudget();
  }

  /** Deletes the least recently served widths until the folder fits; what is being served now stays. */
  private async evictOverBudget(): Promise<void> {
    const doomed: string[] = [];
    for (const [name, size] of this.recency) {
      if (this.total <= this.options.budgetBytes) break;
      if (this.inFlight.has(name)) continue;
      doomed.push(name);
      this.total -= size;
    }
    for (const name of doomed) this.recency.delete(name);
    await Promise.all(doomed.map((name) => fs.rm(path.join(this.root, name), { force: true })));
  }
}
