import type { UserType } from '@alinhavo/shared/schemas/user';
import { useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { RegisterFormStep } from './RegisterFormStep';
import { RegisterTypeStep } from './RegisterTypeStep';

/** Spec §2 Registration: step 1 picks the profile, step 2 'Criar conta'. */
export function RegisterPage() {
  const [userType, setUserType] = useState<UserType | null>(null);

  if (!userType) {
    return (
      <AuthLayout title="Cadastre-se grátis" subtitle="Como você quer usar o Alinhavo?">
        <RegisterTypeStep onChoose={setUserType} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Criar conta" subtitle="Preencha seus dados para começar.">
      <RegisterFormStep userType={userType} onBack={() => setUserType(null)} />
    </AuthLayout>
  );
}
