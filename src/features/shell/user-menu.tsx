import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useAuthActor } from '../../auth/auth-hooks'
import { logout } from '../../auth/auth-service'
import { Button } from '../../components/ui/button'
import { ChevronDownIcon } from '../../components/ui/icons'
import * as Menu from '../../components/ui/menu'
import { showErrorToast } from '../../components/ui/toast-store'
import { accountButtonWidth } from './account-button'

export function UserMenu({ email }: { email: string }) {
  const auth = useAuthActor()
  const navigate = useNavigate()
  const onSelect = ({ value }: { value: string }) => {
    if (value === 'dashboard') void navigate({ to: '/dashboard' })
    if (value === 'sign-out') {
      logout(auth).then(
        () => navigate({ to: '/' }),
        (error: Error) => showErrorToast('Sign out failed', error.message),
      )
    }
  }
  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" className={accountButtonWidth}>
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', minW: '0' })}>
            {email}
          </span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="dashboard">Dashboard</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out">Sign Out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
