Feature: A session that keeps the agent's work
  Agents work in the app all day. Their sign-in is renewed while they work; an agent who walks
  away is warned and then signed out to protect clients' data, is told why, and comes back to the
  file they had open.

  @short-session
  Scenario: A working agent is not signed out when the sign-in token expires
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "LIVE-2026-0001"
    When I search for "LIVE-2026-0001"
    And I open the 1st file of the list
    And I wait until the token I signed in with has expired
    Then my sign-in has been renewed
    When I type "Travis" as the "County"
    Then the "County" field says "Saved"

  @short-session
  Scenario: An idle agent is warned, can stay, is signed out later and comes back to the file
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "IDLE-2026-0001"
    When I search for "IDLE-2026-0001"
    And I open the 1st file of the list
    And I leave the computer alone
    Then I am warned that I will be signed out, with a countdown
    And the dialog has no serious accessibility violations
    When I click the "Stay signed in" button
    Then the idle warning is gone
    When I leave the computer alone until I am signed out
    Then I am on the login screen
    And the login screen says "You were signed out after 30 seconds without activity"
    When I sign in as "dana@demo-title.test" with the password "Closing#2021"
    Then I see the heading "File IDLE-2026-0001"
    And I see 1 tab

  @short-session
  Scenario: A new order typed before an idle sign-out is given back after signing in again
    Given I am signed in as "dana@demo-title.test"
    When I start a new order
    And I type "DRAFT-2026-0001" as the "File Number"
    And I type "Tampa" as the "City"
    And I leave the computer alone until I am signed out
    Then I am on the login screen
    When I sign in as "dana@demo-title.test" with the password "Closing#2021"
    Then I see the heading "New order"
    And I see "Your unsaved changes are back:"
    And the "File Number" field holds "DRAFT-2026-0001"
    And the "City" field holds "Tampa"

  Scenario: Logout with unsaved work asks first, and staying keeps the work and the session
    Given I am signed in as "dana@demo-title.test"
    When I start a new order
    And I type "STAY-2026-0001" as the "File Number"
    And I choose "Logout" from my profile menu
    Then I see "Sign out without saving?"
    When I click the "Stay signed in" button
    Then the "File Number" field holds "STAY-2026-0001"
    When I choose "Logout" from my profile menu
    And I click the "Sign out without saving" button
    Then I am on the login screen

  Scenario: A sign-in the server no longer accepts ends the session with a reason
    Given I am signed in as "dana@demo-title.test"
    And I see the figure "Open files"
    When the server restarts with a new signing key
    And I go on to the file list, unless the app finds out first
    Then I am on the login screen
    And the login screen says "The server ended your session"
