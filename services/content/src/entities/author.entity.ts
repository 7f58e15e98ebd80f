import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Read copy of the users who write articles, kept current from the auth service's events. */
@Entity({ name: 'authors' })
export class Author {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'text' })
  role!: 'admin' | 'client';

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
