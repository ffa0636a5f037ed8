Feature: The agency runs its own people
  An agency's administrator invites colleagues, who choose their own password through a one-time
  link, changes their role, and deactivates those who leave: in the product, without the operator.
  Dana is the administrator of Demo Title & Escrow; Riley Chen is an agent there.

  Scenario: An administrator invites a colleague, who chooses a password and signs in
    Given I am signed in as "dana@demo-title.test"
    When I open the Team page
    And I invite "Jo" "Park" with the e-mail "jo.park@demo-title.test" as "Agent"
    Then I see the team notice "Invitation sent to jo.park@demo-title.test."
    And "Jo Park" is listed as "Invited"
    And an invitation e-mail for "jo.park@demo-title.test" is in the outbox
    When I choose "Logout" from my profile menu
    Then I am on the login screen
    When I open the link in that e-mail
    Then I see the heading "Welcome, Jo"
    When I choose the password "password1234"
    Then I see the message "This is one of the most common passwords; people who guess passwords try it first." under the "New Password"
    When I choose the password "quiet-harbor-lantern-92"
    Then I see the heading "Your password is set"
    When I open the login screen
    And I sign in as "jo.park@demo-title.test" with the password "quiet-harbor-lantern-92"
    Then I am on the dashboard

  Scenario: A used invitation link does not work twice
    Given I am signed in as "dana@demo-title.test"
    And I have invited "Jo" "Park" with the e-mail "jo.twice@demo-title.test" and the password "quiet-harbor-lantern-92" was chosen through the link
    When I choose "Logout" from my profile menu
    Then I am on the login screen
    When I open the link in that e-mail
    Then I see the heading "This link does not work"

  Scenario: A deactivated colleague's open window is signed out and told why
    Given my colleague "riley@demo-title.test" is signed in in another window
    And I am signed in as "dana@demo-title.test"
    When I open the Team page
    And I deactivate "Riley Chen"
    Then I see the team notice "Riley Chen is deactivated and signed out everywhere."
    And "Riley Chen" is listed as "Deactivated"
    Then within 30 seconds my colleague's window shows the login screen saying "Your agency's administrator has deactivated your account"

  Scenario: An administrator makes a colleague an administrator
    Given I am signed in as "dana@demo-title.test"
    When I open the Team page
    And I make "Riley Chen" an "Administrator"
    Then I see the team notice "Riley Chen is now an administrator."

  Scenario: Looking through the roles with the keyboard changes nothing until confirmed
    Given I am signed in as "dana@demo-title.test"
    When I open the Team page
    And I look through the roles of "Riley Chen" with the arrow keys
    Then I see "Make Riley Chen an administrator? They can then manage the team."
    When I click the "Keep" button
    Then the "Role of Riley Chen" field holds "agent"

  Scenario: An agent has no Team page
    Given I am signed in as "riley@demo-title.test"
    When I open my profile menu
    Then my profile menu has no "Team" link
    When I open "/team"
    Then I see the heading "For administrators"
    And I do not see the "Invite a colleague" button

  Scenario: The Team page works with a keyboard and a screen reader
    Given I am signed in as "dana@demo-title.test"
    When I open the Team page
    Then the page has no serious accessibility violations

  Scenario: A forgotten password is replaced through a link e-mailed to the person
    Given I open the login screen
    When I click the "Forgot password?" link
    And I type "riley@demo-title.test" as the "Email"
    And I click the "SEND LINK" button
    Then I see "If an account uses this e-mail, we have sent it a link to choose a new password. It works once, for 60 minutes."
    And a password e-mail for "riley@demo-title.test" is in the outbox
    When I open the link in that e-mail
    Then I see the heading "Choose a new password"
    When I choose the password "quiet-harbor-lantern-92"
    Then I see the heading "Your password is set"
    When I open the login screen
    And I sign in as "riley@demo-title.test" with the password "quiet-harbor-lantern-92"
    Then I am on the dashboard

  Scenario: I change my own password
    Given I am signed in as "riley@demo-title.test"
    When I open "My account" from my profile menu
    Then I see "(this window)"
    When I type "Closing#2021" as the "Current Password"
    And I type "quiet-harbor-lantern-92" as the "New Password"
    And I type "quiet-harbor-lantern-92" as the "New Password Again"
    And I click the "CHANGE PASSWORD" button
    Then I see the team notice "Your password is changed. Your other sessions are signed out."

  Scenario: Signing out everywhere signs out my other windows too
    Given I am also signed in as "riley@demo-title.test" in another window
    And I am signed in as "riley@demo-title.test"
    When I open "My account" from my profile menu
    And I click the "Sign out everywhere" button
    And I click the "Sign out everywhere" button
    Then I am on the login screen
    And within 30 seconds my other window shows the login screen saying "This session was ended"
