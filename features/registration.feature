Feature: Registering an agency
  An agency that is new to TitleTrack registers itself in two steps: its details, then the
  person registering. An operator approves it, and the person signs in with the credentials
  that arrive by e-mail.

  Background:
    Given I open the registration screen

  Scenario: Registering an agency from the login screen
    Given I open the login screen
    When I click the "SIGN UP NOW" link
    Then I see the heading "Your Agency Details"
    And the "NEXT" button is disabled
    When I fill in the agency details of "Lakeside Title"
    Then the "NEXT" button is enabled
    And the page has no serious accessibility violations
    When I click the "NEXT" button
    Then I see the heading "A little bit about yourself"
    When I fill in my details as "Lee" "Park" with the e-mail "lee@lakeside.test"
    And the page has no serious accessibility violations
    And I click the "SUBMIT" button
    Then I see the heading "Congratulations! Your Registration is Complete"
    And I see "You'll receive an email from us soon with your login credentials."
    And I see the heading "Contact Us"
    And the page has no serious accessibility violations
    When I click the "CLOSE" link
    Then I am on the login screen

  Scenario Outline: The agency form explains what is wrong with "<field>"
    When I type "<value>" as the "<field>"
    Then I see the message "<message>" under the "<field>"
    And the "NEXT" button is disabled

    Examples:
      | field          | value    | message                          |
      | Agency Name    |          | Please enter your agency name    |
      | Agency Address |          | Please enter your agency address |
      | City           |          | Please enter city name.          |
      | Zip Code       |          | Please enter zip.                |
      | Zip Code       | 1234     | Please enter valid zip.          |
      | Zip Code       | 12345678 | Please enter valid zip.          |

  Scenario Outline: Fields without an enforced rule still say what they expect
    When I fill in the agency details of "Lakeside Title"
    And I open and close the "<field>" list without choosing
    Then I see the message "<message>" under the "<field>"
    And the "NEXT" button is enabled

    Examples:
      | field             | message                                     |
      | Business Location | Please select atleast one business location |
      | Dealing States    | Please select atleast one dealing states    |

  Scenario: The state gets a hint too
    When I leave the "State" without choosing
    Then I see the message "Please select state." under the "State"

  Scenario Outline: The person form explains what is wrong with "<field>"
    Given I have filled in the agency details of "Lakeside Title" and gone on
    When I type "<value>" as the "<field>"
    Then I see the message "<message>" under the "<field>"
    And the "SUBMIT" button is disabled

    Examples:
      | field      | value      | message                           |
      | First Name |            | Please enter first name           |
      | Last Name  |            | Please enter last name.           |
      | Email      |            | Please enter your email address.  |
      | Email      | lee@       | Please enter valid email address. |

  Scenario: Choosing and selecting all in a multi-select
    When I choose "Texas" in the "Dealing States" list
    And I choose "Oklahoma" in the "Dealing States" list
    Then the "Dealing States" list shows "Texas"
    And the "Dealing States" list shows "Oklahoma"
    When I choose "Select All" in the "Business Type" list
    Then every entry of the "Business Type" list is selected
    And the "Business Type" list shows "4 more..."

  Scenario: Someone else is the primary contact
    Given I have filled in the agency details of "Lakeside Title" and gone on
    And I fill in my details as "Lee" "Park" with the e-mail "lee@lakeside.test"
    When I answer "No" to "Are you the primary contact in your organization?"
    Then I see the field "Primary Contact First Name"
    And I see the field "Primary Contact Last Name"
    And I see the field "Primary Contact Email"
    And the "SUBMIT" button is disabled
    When I answer "Yes" to "Are you the primary contact in your organization?"
    Then I do not see the field "Primary Contact Email"
    And the "SUBMIT" button is enabled

  Scenario: BACK on the first step returns to the login screen
    When I click the "BACK" link
    Then I am on the login screen

  Scenario: BACK on the second step keeps what was typed
    Given I have filled in the agency details of "Lakeside Title" and gone on
    When I click the "BACK" button
    Then I see the heading "Your Agency Details"
    And the "Agency Name" field holds "Lakeside Title"

  Scenario: An agency name that is already registered
    Given I have filled in the agency details of "tenant1" and gone on
    And I fill in my details as "Lee" "Park" with the e-mail "lee@lakeside.test"
    When I click the "SUBMIT" button
    Then I see the error "Provided details are already register with us, please provide valid details to proceed."
    And I see the heading "Your Agency Details"
    And I see the message "This organization Name is already registered" under the "Agency Name"

  Scenario: An e-mail that already has an account
    Given I have filled in the agency details of "Lakeside Title" and gone on
    And I fill in my details as "Dana" "Whitfield" with the e-mail "dana@demo-title.test"
    When I click the "SUBMIT" button
    Then I see the error "Provided details are already register with us, please provide valid details to proceed."
    And I see the message "This e-mail address is already registered. Sign in, or use another e-mail." under the "Email"
    And I see the heading "A little bit about yourself"

  Scenario: From registration through approval to the first sign-in
    Given I have filled in the agency details of "Lakeside Title" and gone on
    And I fill in my details as "Lee" "Park" with the e-mail "lee@lakeside.test"
    And I click the "SUBMIT" button
    And I see the heading "Congratulations! Your Registration is Complete"
    When the operator approves "Lakeside Title"
    Then a credentials e-mail for "lee@lakeside.test" is in the outbox
    When I sign in with the credentials from that e-mail
    Then I see the heading "My account"
    And I see "Choose your own password before you go on: the one you signed in with was chosen for you and sent by e-mail, so others may know it."
    When I replace the password from that e-mail with "quiet-harbor-lantern-92"
    Then I see the team notice "Your password is changed. Your other sessions are signed out."
    When I open "/dashboard"
    Then I see "Signed in as Lee Park of Lakeside Title"
