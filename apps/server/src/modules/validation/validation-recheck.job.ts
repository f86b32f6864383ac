import type { ValidationService } from './validation.service.js';
import type { JobDefinition } from '../../jobs/boss.js';

/** Orders and reissues waiting for their validation (status 1) are checked again every minute. */
export const validationRecheckJob = (validation: ValidationService): JobDefinition => ({
  name: 'validation-recheck',
  cron: '* * * * *',
  run: () => validation.recheckPending(),
});
