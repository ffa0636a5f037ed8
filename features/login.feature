Feature: Signing in
  Settlement agents sign in with their e-mail and password and land on the dashboard.
  They stay signed in across reloads until their session expires.

  Scenario Outline: Every signed-in area needs a session
    When I open "<page>"
    Then I am on the login screen

    Examples:
      | page       |
      | /          |
      | /dashboard |
      | /orders    |

  Scenario: The login screen has everything a new user needs
    When I open "/auth/login"
    Then I see the heading "Login"
    And I see "New to the System?"
    And I see the link "SIGN UP NOW"
    And I see "© 2021 TitleTrack. All rights reserved."
    And the page has no serious accessibility violations

  Scenario: SIGN IN stays disabled until the form is valid
    Given I open the login screen
    Then the "SIGN IN" button is disabled
    When I type "dana@demo-title" as the "User Name"
    And I type "anything" as the "Password"
    Then the "SIGN IN" button is disabled
    When I type "dana@demo-title.test" as the "User Name"
    Then the "SIGN IN" button is enabled

  Scenario: A wrong password is explained and the alert can be dismissed
    Given I open the login screen
    When I sign in as "dana@demo-title.test" with the password "not-my-password"
    Then I see the error "Invalid username or password"
    And I am on the login screen
    When I dismiss the error
    Then I see no error

  Scenario: After five wrong passwords the next attempt has to wait
    Given the sign-in limits of a real server are on
    And I open the login screen
    When I sign in as "dana@demo-title.test" with the password "Not-her-password1"
    And I sign in as "dana@demo-title.test" with the password "Not-her-password2"
    And I sign in as "dana@demo-title.test" with the password "Not-her-password3"
    And I sign in as "dana@demo-title.test" with the password "Not-her-password4"
    And I sign in as "dana@demo-title.test" with the password "Not-her-password5"
    Then I see the error "Invalid username or password"
    When I sign in as "dana@demo-title.test" with the password "Closing#2021"
    Then I see the error "Too many sign-in attempts. Please wait before trying again."
    And I am on the login screen

  Scenario: Signing in opens the dashboard
    Given I open the login screen
    When I sign in as "dana@demo-title.test" with the password "Closing#2021"
    Then I am on the dashboard
    And I see "Signed in as Dana Agent of Demo Title & Escrow"
    And the header shows the tenant "Demo Title & Escrow" and the initials "DA"
    And the page has no serious accessibility violations

  Scenario: A signed-in user stays signed in after a reload
    Given I am signed in as "dana@demo-title.test"
    When I reload the page
    Then I am on the dashboard
    And I see "Signed in as Dana Agent of Demo Title & Escrow"

  Scenario: A signed-in user is sent away from the login screen
    Given I am signed in as "dana@demo-title.test"
    When I open "/auth/login"
    Then I am on the dashboard

  Scenario: An expired session sends the user back to the login screen
    Given I am signed in as "dana@demo-title.test"
    And my session has expired
    When I reload the page
    Then I am on the login screen

  Scenario: A session that expired while the computer slept ends as soon as the window is back
    Given I am signed in as "dana@demo-title.test"
    And my session has expired
    When I come back to the window and the dashboard refreshes
    Then I am on the login screen
    And the login screen says "Your session expired while this computer was asleep or offline"

  Scenario: Logging out ends the session
    Given I am signed in as "dana@demo-title.test"
    When I choose "Logout" from my profile menu
    Then I am on the login screen
    When I open "/dashboard"
    Then I am on the login screen
