import type { DataSource } from 'typeorm';

/** Ads of a new company spread over the packed values: every modalidad and tipo, provinces 02 and 94, salaries or none, a draft. */
export async function insertSpreadAds(db: DataSource): Promise<number[]> {
  const [user] = await db.query(`INSERT INTO users (name, email, role, password_hash) VALUES ('rrhh', 'rrhh@correo.test', 'Empresa', 'x') RETURNING id`);
  const [company] = await db.query(
    `INSERT INTO companies (user_id, razonsocial, descripcion, cuit, email, tel, domicilio, province_id, locality_id)
     VALUES ($1, 'Búsquedas S.A.', 'Empresa de prueba', '30712345671', 'rrhh@correo.test', '+5491140000000', 'Calle Falsa 123', '02', '0209801001')
     RETURNING id`,
    [user.id],
  );
  const [area] = await db.query(`SELECT a.id AS area_id, s.sub_area_id FROM areas a JOIN area_sub_areas s ON s.area_id = a.id ORDER BY a.id DESC LIMIT 1`);
  const levels: { id: number }[] = await db.query(`SELECT id FROM work_levels ORDER BY id`);
  const places: { id: string }[] = await db.query(`SELECT min(id) AS id FROM localities WHERE province_id IN ('02', '94') GROUP BY province_id ORDER BY 1`);
  const tipos = ['Full-time', 'Part-time', 'Por Horas', 'Temporario', 'Por Contrato', 'Pasantia', 'Fines de Semana', 'Freelance', 'Voluntario'];
  const modalidades = ['Presencial', 'Híbrido', 'Remoto'];
  const ids: number[] = [];
  for (const [index, tipo] of tipos.entries()) {
    const [{ id }] = await db.query(
      `INSERT INTO avisos (company_id, titulo, descripcion, area_id, sub_area_id, work_level_id, locality_id, modalidad, tipo_empleo, vacantes,
                           status, published_at, show_salario, salario_desde, salario_hasta, discapacidad)
       VALUES ($1, $2, 'Atención al público y manejo de caja en la sucursal del técnico', $3, $4, $5, $6, $7, $8, 1, $9,
               CASE WHEN $9 = 'draft' THEN NULL ELSE now() - $10 * interval '1 hour' END, $11, $12, $13, $14)
       RETURNING id`,
      [
        company.id,
        `Técnico/a vendedor/a ${index}`,
        area.area_id,
        area.sub_area_id,
        levels[index % levels.length].id,
        places[index % places.length].id,
        modalidades[index % modalidades.length],
        tipo,
        index === 8 ? 'draft' : 'published',
        index,
        index % 3 !== 0,
        index % 2 === 0 ? 900_000 + index : null,
        index % 4 === 0 ? 1_200_000 : null,
        index % 2 === 1,
      ],
    );
    ids.push(id);
  }
  return ids;
}
