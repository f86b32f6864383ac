import { z } from 'zod';
import {
  addressField,
  countryField,
  idField,
  organizationNameField,
  requiredText,
  telephoneField,
} from '../fields.js';

/** Business information (enterprise). Every field required; name and address at most 64 characters. */
export const enterpriseFields = z.object({
  organizationName: organizationNameField,
  organizationUnit: requiredText('validation.organizationUnitRequired', 64),
  organizationPhone: telephoneField,
  country: countryField,
  city: requiredText('validation.cityRequired', 64),
  zip: requiredText('validation.zipRequired', 16),
  address: addressField,
});
export const enterpriseCreateBody = enterpriseFields;
export const enterpriseUpdateBody = enterpriseFields.extend({ enterpriseID: idField() });
export const enterpriseRow = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  organizationUnit: z.string(),
  organizationPhone: z.string(),
  country: z.string(),
  city: z.string(),
  zip: z.string(),
  address: z.string(),
  createdAt: z.string(),
});
export type EnterpriseFields = z.infer<typeof enterpriseFields>;
export type Enterprise = z.infer<typeof enterpriseRow>;

/** Contact: firstName, lastName, telephone required. */
export const contactFields = z.object({
  firstName: requiredText('validation.firstNameRequired', 64),
  lastName: requiredText('validation.lastNameRequired', 64),
  telephone: telephoneField,
});
export const contactCreateBody = contactFields;
export const contactUpdateBody = contactFields.extend({ contactID: idField() });
export const contactRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  telephone: z.string(),
  createdAt: z.string(),
});
export type ContactFields = z.infer<typeof contactFields>;
export type Contact = z.infer<typeof contactRow>;
