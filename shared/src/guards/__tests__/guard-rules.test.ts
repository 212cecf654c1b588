import {
  checkGuards,
  checkPackage,
  checkProfileComplete,
  checkSignedIn,
  checkVerification,
  loginPath,
  missingProfileFields,
  safeRedirectPath,
} from '../guard-rules';

const completeUser = {
  name: 'Ana Sousa',
  email: 'ana@example.test',
  mobile: '+351912345678',
  profile: '/uploads/users/ana.jpg',
  address: 'Rua Augusta 10, Lisbon',
};

describe('signed-in guard', () => {
  it('says "You have not logged in. Please log in first." to a visitor and sends them to the login page', () => {
    expect(checkSignedIn(null, '/user/properties')).toEqual({
      allowed: false,
      reason: 'notSignedIn',
      message: 'You have not logged in. Please log in first.',
      redirectTo: '/login?redirect=%2Fuser%2Fproperties',
    });
  });

  it('lets a signed-in user through', () => {
    expect(checkSignedIn(completeUser)).toEqual({ allowed: true });
  });

  it('does not ask to come back to the login page itself', () => {
    expect(loginPath('/login')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fuser')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});

describe('profile guard', () => {
  it.each(['name', 'email', 'mobile', 'profile', 'address'] as const)(
    'says "You have not completed your profile yet. Please complete first" when %s is missing, and goes to /user/profile',
    (field) => {
      const outcome = checkProfileComplete({ ...completeUser, [field]: '  ' });
      expect(outcome).toEqual({
        allowed: false,
        reason: 'profileIncomplete',
        message: 'You have not completed your profile yet. Please complete first',
        redirectTo: '/user/profile',
      });
    },
  );

  it('lists every missing field', () => {
    expect(missingProfileFields({ name: 'Ana', email: 'ana@example.test' })).toEqual(['mobile', 'profile', 'address']);
  });

  it('lets a complete profile through', () => {
    expect(checkProfileComplete(completeUser)).toEqual({ allowed: true });
  });
});

describe('verification guard', () => {
  it('checks nothing when verification_required_for_user is "0"', () => {
    expect(checkVerification({ verification_required_for_user: '0', verification_status: 'initial' })).toEqual({
      allowed: true,
    });
  });

  it('says "You have not completed profile verification. Please complete first" before the user applied', () => {
    const outcome = checkVerification({ verification_required_for_user: '1', verification_status: 'initial' });
    expect(outcome).toMatchObject({
      allowed: false,
      reason: 'verificationMissing',
      message: 'You have not completed profile verification. Please complete first',
      redirectTo: '/user/agent-verification',
    });
  });

  it('gives the pending message while the admin has not decided', () => {
    expect(checkVerification({ verification_required_for_user: '1', verification_status: 'pending' })).toMatchObject({
      reason: 'verificationPending',
      message: 'Your verification request is pending. Please wait for the admin to review it.',
    });
  });

  it('gives the failed message after a rejection', () => {
    expect(checkVerification({ verification_required_for_user: '1', verification_status: 'failed' })).toMatchObject({
      reason: 'verificationFailed',
      message: 'Your verification request was not approved. Please re-apply.',
    });
  });

  it('lets a verified user through', () => {
    expect(checkVerification({ verification_required_for_user: '1', verification_status: 'success' })).toEqual({
      allowed: true,
    });
  });
});

describe('package guard', () => {
  const fullPackage = { package_available: true, feature_available: true, limit_available: true };

  it('says "You have not subscribed. Please subscribe first" without a running package, and goes to /subscription-plan', () => {
    expect(
      checkPackage({ package_available: false, feature_available: false, limit_available: false }, 'property_list'),
    ).toEqual({
      allowed: false,
      reason: 'packageMissing',
      message: 'You have not subscribed. Please subscribe first',
      redirectTo: '/subscription-plan',
    });
  });

  it.each([
    ['property_list', 'Property List Limit or Package Not Available'],
    ['project_list', 'Project List Limit or Package Not Available'],
    ['mortgage_calculator_detail', 'Mortgage Calculator Detail Limit or Package Not Available'],
    ['premium_properties', 'Premium Properties Limit or Package Not Available'],
  ] as const)('says "%s" is not in the package with its own text', (key, text) => {
    expect(checkPackage({ ...fullPackage, feature_available: false, limit_available: false }, key)).toEqual({
      allowed: false,
      reason: 'featureUnavailable',
      message: text,
      textKey: `featureUnavailableFor.${key}`,
      redirectTo: '/subscription-plan',
    });
  });

  it('says "Your Package Limit is Over. Please Purchase Package." when the feature is used up', () => {
    expect(checkPackage({ ...fullPackage, limit_available: false }, 'property_feature')).toEqual({
      allowed: false,
      reason: 'limitOver',
      message: 'Your Package Limit is Over. Please Purchase Package.',
      redirectTo: '/subscription-plan',
    });
  });

  it('checks the package first, then the feature, then the limit', () => {
    expect(
      checkPackage({ package_available: false, feature_available: true, limit_available: true }, 'project_list'),
    ).toMatchObject({ reason: 'packageMissing' });
    expect(checkPackage({ ...fullPackage, feature_available: false }, 'project_list')).toMatchObject({
      reason: 'featureUnavailable',
    });
  });

  it('lets a user with a use left through', () => {
    expect(checkPackage(fullPackage, 'property_list')).toEqual({ allowed: true });
  });
});

describe('checkGuards', () => {
  const settings = { verification_required_for_user: '1', verification_status: 'pending' };

  it('checks sign-in first, then the profile, then verification', () => {
    expect(checkGuards({ user: null, settings, requirements: { profile: true, verification: true } })).toMatchObject({
      reason: 'notSignedIn',
    });
    expect(
      checkGuards({ user: { name: 'Ana' }, settings, requirements: { profile: true, verification: true } }),
    ).toMatchObject({ reason: 'profileIncomplete' });
    expect(
      checkGuards({ user: completeUser, settings, requirements: { profile: true, verification: true } }),
    ).toMatchObject({ reason: 'verificationPending' });
  });

  it('applies only the rules asked for', () => {
    expect(checkGuards({ user: { name: 'Ana' }, settings })).toEqual({ allowed: true });
  });
});

describe('safeRedirectPath', () => {
  it('follows a path of this site', () => {
    expect(safeRedirectPath('/user/properties?step=2', '/user/dashboard')).toBe('/user/properties?step=2');
  });

  it.each([
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    '',
    null,
    // What `?redirect=/%09/evil.test` and `?redirect=/%2509/evil.test` read as: browsers drop the tab.
    '/\t/evil.test',
    '/\n/evil.test',
    '/%09/evil.test',
    '/%2F/evil.test',
  ])('ignores %p', (candidate) => {
    expect(safeRedirectPath(candidate, '/user/dashboard')).toBe('/user/dashboard');
  });
});
