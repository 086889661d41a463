import type { DataSource } from 'typeorm';

/** The smallest PDF the upload checks accept: a catalogue and the end marker. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * Written straight to the tables: a document in slot 1 of the demo company and of a spare company
 * nobody manages, and an invoice of the demo company with its PDF.
 */
export async function insertCompanyRecords(dataSource: DataSource): Promise<{ company: number; spareCompany: number; invoice: number }> {
  const query = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
  const company: number = (await query(`SELECT c.id FROM companies c JOIN users u ON u.id = c.user_id WHERE u.name = 'empresa'`))[0].id;
  const spareCompany: number = (
    await query(
      `INSERT INTO companies (razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
       VALUES ('Repuesto S.A.', 'Empresa de prueba', '30712345671', 'repuesto@correo.test', '+5491140000000', 'Calle 1', '02', '0209801001') RETURNING id`,
    )
  )[0].id;
  const store = async (): Promise<string> =>
    (
      await query(`INSERT INTO stored_files (kind, mime, bytes, size) VALUES ('fixture', 'application/pdf', $1, $2) RETURNING id`, [TINY_PDF, TINY_PDF.length])
    )[0].id;
  for (const id of [company, spareCompany]) {
    await query(`INSERT INTO company_documents (company_id, slot, file_id, name) VALUES ($1, 1, $2, 'documento-1.pdf')`, [id, await store()]);
  }
  const invoice: number = (
    await query(
      `INSERT INTO invoices (company_id, punto, codigo, fecha, apellido, status, importe, pdf_file_id)
       VALUES ($1, '0001', '00000001', current_date, 'Pérez', 'Pendiente', 1000, $2) RETURNING id`,
      [company, await store()],
    )
  )[0].id;
  return { company, spareCompany, invoice };
}

/** The company's security licence (slot 8) approved, as an administrator would leave it: it may publish in Seguridad. */
export async function approveSecurityLicence(dataSource: DataSource, companyId: number): Promise<void> {
  const [file]: { id: string }[] = await dataSource.query(
    `INSERT INTO stored_files (kind, mime, bytes, size) VALUES ('fixture', 'application/pdf', $1, $2) RETURNING id`,
    [TINY_PDF, TINY_PDF.length],
  );
  await dataSource.query(`INSERT INTO company_documents (company_id, slot, file_id, name, state) VALUES ($1, 8, $2, 'documento-8.pdf', 'Aprobado')`, [
    companyId,
    file.id,
  ]);
}
