import type { SectionSchema } from '@vitrine/contract';

/** What a section declares for merchants: its label, its settings (`props`) and its block types. */
export type SectionSettings = Omit<SectionSchema, 'name'>;
