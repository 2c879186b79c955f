import type { HostRole } from '@speechdeck/core';

// Every role registers every plugin: job kinds and engines are defined the same everywhere.

export const servesApi = (role: HostRole): boolean => role !== 'worker';

export const takesJobs = (role: HostRole): boolean => role !== 'api';
