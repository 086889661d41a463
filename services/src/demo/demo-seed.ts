import type { DataSource, EntityManager } from 'typeorm';
import { AVISO_DEFAULT_DURATION, type Role } from '@postulate/contracts';
import { Applicant } from '../cv/entities/applicant.entity.js';
import { hashPassword } from '../auth/passwords.js';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { skeleton } from '../common/name-skeleton.js';
import { Company } from '../companies/entities/company.entity.js';
import { Area } from '../reference/entities/area.entity.js';
import { Locality } from '../reference/entities/locality.entity.js';
import { SubArea } from '../reference/entities/sub-area.entity.js';
import { WorkLevel } from '../reference/entities/work-level.entity.js';
import { User } from '../users/entities/user.entity.js';
import { DEMO_AVISOS } from './demo-avisos.js';

/** Development password of every demo user. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: { name: string; role: Role; email: string }[] = [
  { name: 'admin', role: 'Administrador', email: 'admin@postulate.test' },
  { name: 'empresa', role: 'Empresa', email: 'empresa@postulate.test' },
  { name: 'tester', role: 'Tester', email: 'tester@postulate.test' },
  { name: 'postulante', role: 'Postulante', email: 'postulante@postulate.test' },
];

async function locality(manager: EntityManager, provinceId: string, name: string): Promise<Locality> {
  return manager.findOneByOrFail(Locality, { provinceId, name });
}

/**
 * Adds one user per role, their company/applicant rows and the demo ads, once: it does nothing when
 * the demo admin exists. Returns whether it seeded.
 */
export async function seedDemo(dataSource: DataSource): Promise<boolean> {
  if (await dataSource.getRepository(User).existsBy({ name: 'admin' })) return false;
  // Hashing is slow CPU work: done before the transaction so it stays short.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  return dataSource.transaction(async (manager) => {
    // Two instances starting together on one database: the second waits here, then sees the admin.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('postulate-demo-seed'))`);
    if (await manager.existsBy(User, { name: 'admin' })) return false;

    const users: User[] = [];
    for (const [index, user] of DEMO_USERS.entries()) {
      users.push(await manager.save(manager.create(User, { ...user, nameSkeleton: skeleton(user.name), passwordHash: hashes[index] })));
    }
    const [, empresa, tester, postulante] = users;

    const barracas = await locality(manager, '02', 'Barracas');
    const company = await manager.save(
      manager.create(Company, {
        userId: empresa.id,
        razonsocial: 'Logística del Plata S.A.',
        descripcion: 'Operador logístico con 20 años en el Gran Buenos Aires: almacenamiento, distribución de última milla y comercio exterior.',
        cuit: '30712345671',
        email: 'rrhh@logisticadelplata.test',
        tel: '+5491145678900',
        domicilio: 'Av. Montes de Oca 1450',
        provinceId: barracas.provinceId,
        localityId: barracas.id,
      }),
    );
    const mendoza = await locality(manager, '50', 'Mendoza');
    await manager.save(
      manager.create(Company, {
        userId: tester.id,
        razonsocial: 'Evaluaciones Andinas',
        descripcion: 'Consultora de evaluación psicotécnica y selección de personal para empresas de Cuyo.',
        cuit: '30709876542',
        email: 'contacto@evaluacionesandinas.test',
        tel: '+5492614567890',
        domicilio: 'Av. San Martín 1250, piso 3',
        provinceId: mendoza.provinceId,
        localityId: mendoza.id,
      }),
    );
    await manager.save(manager.create(Applicant, { userId: postulante.id, cvName: null }));

    for (const { area, subArea, workLevel, locality: place, publishedDaysAgo, durationDays = AVISO_DEFAULT_DURATION, expired, ...aviso } of DEMO_AVISOS) {
      const publishedAt = publishedDaysAgo === undefined ? null : new Date(Date.now() - publishedDaysAgo * 86_400_000);
      // As publishing and the expiry run leave them: a published ad runs its duration, an expired one ended then.
      const expiresAt = publishedAt && (aviso.status === 'published' || expired) ? new Date(publishedAt.getTime() + durationDays * 86_400_000) : null;
      await manager.save(
        manager.create(Aviso, {
          ...aviso,
          durationDays,
          expiresAt,
          expiredAt: expired ? expiresAt : null,
          companyId: company.id,
          areaId: (await manager.findOneByOrFail(Area, { name: area })).id,
          subAreaId: (await manager.findOneByOrFail(SubArea, { name: subArea })).id,
          workLevelId: (await manager.findOneByOrFail(WorkLevel, { name: workLevel })).id,
          localityId: (await locality(manager, ...place)).id,
          publishedAt,
          // Written then and not changed since: the sitemap's lastmod is its publication, not the seed's run.
          ...(publishedAt && { createdAt: publishedAt, updatedAt: publishedAt }),
        }),
      );
    }
    return true;
  });
}
