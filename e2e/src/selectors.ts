// Every element the scenario touches, by the web app's `data-testid` (apps/web/README.md lists them).
// Adjust here when the web app renames one; the scenario itself never uses CSS classes or texts.

export const PATHS = {
  login: '/admin/manage-login',
  register: '/admin/manage-register',
  /** Without ?token: the "forgot password" form; with ?token=T: the new-password form. */
  reset: '/admin/manage-reset',
  profile: '/admin/profile',
} as const;

export const T = {
  // Authentication screen (one page, four modes: auth-login, auth-register, auth-forget, auth-reset).
  authLogin: 'auth-login',
  authRegister: 'auth-register',
  authForget: 'auth-forget',
  authReset: 'auth-reset',
  authEmail: 'auth-email',
  authPassword: 'auth-password',
  authConfirm: 'auth-confirm',
  authSubmit: 'auth-submit',
  authLinkRegister: 'auth-link-register',
  authLinkForgot: 'auth-link-forgot',
  resetPending: 'reset-pending',

  // Member shell (/admin/*).
  memberShell: 'member-shell',
  userMenu: 'user-menu',
  userEmail: 'user-email',
  logout: 'logout',
  languageSelect: 'language-select',
  languageOption: (lang: 'en' | 'zh-cn' | 'zh-tw') => `language-option-${lang}`,
  menuProfile: 'menu-profile',

  // My Account (/admin/profile).
  profilePage: 'profile-page',
  profileTab: (tab: 'enterprise' | 'contact' | 'password') => `profile-tab-${tab}`,
  contactTab: 'contact-tab',
  contactNew: 'contact-new',
  contactField: (field: 'firstName' | 'lastName' | 'telephone') => `contact-${field}`,
  contactModalOk: 'contact-modal-ok',
  /** Prefix of each contact table row: contact-row-<id>. */
  contactRowPrefix: 'contact-row-',
} as const;
