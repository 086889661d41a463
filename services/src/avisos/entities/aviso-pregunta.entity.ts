import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { PreguntaTipo, RespuestaSiNo } from '@postulate/contracts';
import { Aviso } from './aviso.entity.js';

/** A question an applicant answers when applying to the ad. */
@Entity({ name: 'aviso_preguntas' })
export class AvisoPregunta {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'aviso_id', type: 'integer' })
  avisoId: number;

  @ManyToOne(() => Aviso, (aviso) => aviso.preguntas, { onDelete: 'CASCADE', orphanedRowAction: 'delete' })
  @JoinColumn({ name: 'aviso_id' })
  aviso: Relation<Aviso>;

  @Column({ type: 'text' })
  pregunta: string;

  @Column({ type: 'text', default: 'texto' })
  tipo: PreguntaTipo;

  /** The answer a Sí/No question needs; null: any. */
  @Column({ name: 'respuesta_requerida', type: 'text', nullable: true })
  respuestaRequerida: RespuestaSiNo | null;

  /** The least a number question needs; null: any. */
  @Column({ name: 'minimo_requerido', type: 'integer', nullable: true })
  minimoRequerido: number | null;
}
