import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Kinds of stored files; only these are served to anyone who has the id (see FilesService). */
export const PUBLIC_FILE_KINDS = ['logo'] as const;
export type StoredFileKind = (typeof PUBLIC_FILE_KINDS)[number] | (string & {});

/** An uploaded file, kept in PostgreSQL so every API instance serves it (no shared disk). */
@Entity({ name: 'stored_files' })
export class StoredFile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: StoredFileKind;

  @Column({ type: 'text' })
  mime: string;

  /** Not loaded with the row unless asked for: lists never carry the bytes. */
  @Column({ type: 'bytea', select: false })
  bytes: Buffer;

  @Column({ type: 'integer' })
  size: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
