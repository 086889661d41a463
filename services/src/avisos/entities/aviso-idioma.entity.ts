import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { NivelIdioma } from '@postulate/contracts';
import { Aviso } from './aviso.entity.js';

/** A language an ad requires, with the reading and writing level. */
@Entity({ name: 'aviso_idiomas' })
export class AvisoIdioma {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'aviso_id', type: 'integer' })
  avisoId: number;

  @ManyToOne(() => Aviso, (aviso) => aviso.idiomas, { onDelete: 'CASCADE', orphanedRowAction: 'delete' })
  @JoinColumn({ name: 'aviso_id' })
  aviso: Relation<Aviso>;

  @Column({ type: 'text' })
  idioma: string;

  @Column({ name: 'nivel_read', type: 'text' })
  nivelRead: NivelIdioma;

  @Column({ name: 'nivel_write', type: 'text' })
  nivelWrite: NivelIdioma;
}
