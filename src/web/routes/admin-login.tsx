import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LOGIN_REDIRECT_DELAY_MS } from '../../domain/constants';
import { fr } from '../../domain/messages.fr';
import { CHECK_AUTH_KEY, useAuthCheck } from '../features/admin/auth/use-admin-gate';
import { toastDone, toastError } from '../features/admin/lib/notify';
import { ApiError, apiRequest } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

export default function AdminLoginPage() {
  useDocumentTitle('Connexion administrateur');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const check = useAuthCheck();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    if (check.data?.authenticated && !login.isSuccess) navigate('/admin');
  });

  const login = useMutation({
    mutationFn: async () =>
      (await apiRequest('POST', '/api/admin/login', { username, password })).json() as Promise<{
        username: string;
        message: string;
      }>,
    onSuccess: (data) => {
      queryClient.setQueryData(CHECK_AUTH_KEY, { authenticated: true, username: data.username });
      toastDone(data.message, `Bienvenue, ${data.username}.`);
      window.setTimeout(() => navigate('/admin'), LOGIN_REDIRECT_DELAY_MS);
    },
    onError: (err) => {
      if (err instanceof ApiError)
        toastError(fr.admin.loginError, err.serverMessage ?? fr.admin.badCredentials);
      else toastError(fr.admin.loginError, 'Vérifiez votre connexion internet puis réessayez.');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password.trim()) {
      toastError(fr.admin.inputErrorTitle, fr.admin.loginRequired);
      return;
    }
    login.mutate();
  };

  return (
    <section className="mx-auto max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-extrabold text-indigo-900">Espace administrateur</h1>
        <p className="mt-1 text-muted">
          Connectez-vous pour gérer le catalogue, les images, les devis et les commandes.
        </p>
        <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
          <TextField
            label="Nom d'utilisateur"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <div className="relative">
            <TextField
              label="Mot de passe"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="[&_input]:pr-14"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
              className="absolute right-1 bottom-0 flex size-11 items-center justify-center rounded-xl text-indigo-900 hover:bg-sand-100"
            >
              <span aria-hidden="true">{showPassword ? '🙈' : '👁️'}</span>
            </button>
          </div>
          <Button type="submit" size="lg" disabled={login.isPending || login.isSuccess}>
            {login.isPending ? 'Connexion…' : 'Se connecter'}
          </Button>
        </form>
      </div>
    </section>
  );
}
