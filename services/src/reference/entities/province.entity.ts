import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'provinces' })
export class Province {
  /** INDEC/Georef code with its leading zero, e.g. '02' for CABA. */
  @PrimaryColumn({ type: 'char', length: 2 })
  id: string;

  /** The label the spec lists, e.g. 'CORDOBA'. */
  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'official_name', type: 'text' })
  officialName: string;
}
