import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Province } from './province.entity.js';

@Entity({ name: 'localities' })
export class Locality {
  /** Georef/BAHRA id, kept as text for its leading zeros. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'province_id', type: 'char', length: 2 })
  provinceId: string;

  @ManyToOne(() => Province)
  @JoinColumn({ name: 'province_id' })
  province: Relation<Province>;
}
