import { Module } from '@nestjs/common';
import { AvisosRepository } from './avisos.repository.js';

/** The ads' tables, for every feature that reads or writes them. */
@Module({
  providers: [AvisosRepository],
  exports: [AvisosRepository],
})
export class AvisosModule {}
