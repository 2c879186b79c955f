import type { TFunction } from 'i18next';
import { ROLE_IDS, ROLE_NAMES, type RoleName } from '@speechdeck/core';

/** Role choices for the admin forms: the value is the role's id, as `/user/add` and `/user/update` take it. */
export function roleOptions(t: TFunction) {
  return ROLE_NAMES.map((name) => ({ value: String(ROLE_IDS[name]), label: t(`roles.${name}`) }));
}

export function roleIdOf(name: RoleName | undefined): string {
  return String(ROLE_IDS[name ?? 'USER']);
}
