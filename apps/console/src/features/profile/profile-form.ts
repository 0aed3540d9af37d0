import type { Profile } from '../../app/console-api';
import { GENDER_OPTIONS } from '../admin/users/user-form';
import type { FormFieldConfig } from '../forms/form-types';

/** What a user edits of their own profile (PUT /system/user/profile, the sdk's profile rule): RuoYi's 基本资料 form. */
export const PROFILE_FIELDS: readonly FormFieldConfig[] = [
  { name: 'nickName', label: 'userinfo.nickName', kind: 'text', required: true },
  { name: 'phonenumber', label: 'userinfo.phone', kind: 'text' },
  { name: 'email', label: 'userinfo.email', kind: 'text' },
  { name: 'sex', label: 'userinfo.sex', kind: 'select', options: GENDER_OPTIONS },
];

export interface ProfileFormValues {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
}

/** The form filled with the stored profile; a gender not given reads as unknown ('2'), as RuoYi stores it. */
export function profileValues(profile: Profile): ProfileFormValues {
  return { nickName: profile.nickName, phonenumber: profile.phone, email: profile.email, sex: profile.sex === '' ? '2' : profile.sex };
}

/** The gender's word key of a stored code, or undefined when it is none of RuoYi's. */
export function genderLabel(sex: string) {
  const option = GENDER_OPTIONS.find((o) => o.value === sex);
  return option && 'label' in option ? option.label : undefined;
}
