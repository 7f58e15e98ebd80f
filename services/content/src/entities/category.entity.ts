import { Column, Entity, PrimaryColumn } from 'typeorm';

export const CATEGORY_SLUGS = ['latest-news', 'breaking-news'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

@Entity({ name: 'categories' })
export class Category {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;
}
