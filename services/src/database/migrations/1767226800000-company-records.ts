import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CompanyRecords1767226800000 implements MigrationInterface {
  name = 'CompanyRecords1767226800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One file per slot; a new upload replaces the slot's file and waits for review again.
    await queryRunner.query(`
      CREATE TABLE company_documents (
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 9),
        file_id uuid NOT NULL REFERENCES stored_files(id),
        name text NOT NULL,
        state text NOT NULL DEFAULT 'Pendiente' CHECK (state IN ('Pendiente', 'Aprobado', 'Rechazado')),
        comment text NOT NULL DEFAULT '',
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
        PRIMARY KEY (company_id, slot)
      )`);
    // Kept on the company so search cards read it without looking at the documents.
    await queryRunner.query(`ALTER TABLE companies ADD COLUMN verified_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        punto char(4) NOT NULL CHECK (punto ~ '^[0-9]{4}$'),
        codigo char(8) NOT NULL CHECK (codigo ~ '^[0-9]{8}$'),
        fecha date NOT NULL,
        apellido text NOT NULL,
        comentario text NOT NULL DEFAULT '',
        status text NOT NULL CHECK (status IN ('Pendiente', 'Pagada', 'Anulada')),
        importe numeric(14, 2) NOT NULL CHECK (importe > 0),
        pdf_file_id uuid REFERENCES stored_files(id),
        doc_file_id uuid REFERENCES stored_files(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- A comprobante's number is unique within its punto de venta (AFIP).
        CONSTRAINT invoices_number_key UNIQUE (punto, codigo)
      )`);
    await queryRunner.query(`CREATE INDEX invoices_company_idx ON invoices (company_id, fecha DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invoices`);
    await queryRunner.query(`ALTER TABLE companies DROP COLUMN verified_at`);
    await queryRunner.query(`DROP TABLE company_documents`);
  }
}
