Feature: Order tracking
  Agents find files, open them beside others in tabs, enter new orders and correct fields,
  and always know whether a change was saved.

  Background:
    Given I am signed in as "dana@demo-title.test"

  Scenario: Creating an order from a pasted address
    When I start a new order
    And I paste the address "1200 Lakeshore Dr, Austin, TX 78701" and split it into fields
    Then the "City" field holds "Austin"
    And the "Zip" field holds "78701"
    When I fill in the rest of the order "NEW-2026-0001"
    And I click the "Create order" button
    Then I see the heading "File NEW-2026-0001"
    And I see 1 tab
    And the page has no serious accessibility violations

  Scenario: A file number that is already in use
    Given my agency has the order "DUP-2026-0001"
    When I start a new order
    And I paste the address "1200 Lakeshore Dr, Austin, TX 78701" and split it into fields
    And I fill in the rest of the order "DUP-2026-0001"
    And I click the "Create order" button
    Then I see the error "File number DUP-2026-0001 is already used in your agency."
    And I see the message "This file number is already in use" under the "File Number"

  Scenario: Amounts are typed key by key into a new order
    When I start a new order
    Then the "Sales Price" field holds "0.00"
    When I type "450000" as the "Sales Price"
    Then the "Sales Price" field holds "450000.00"
    When I type "360000.5" as the "Loan Amount"
    Then the "Loan Amount" field holds "360000.50"

  Scenario: A required field emptied on an open file says what it needs
    Given my agency has the order "EMPTY-2026-0001"
    When I open the file "EMPTY-2026-0001"
    And I empty the "City"
    Then I see the message "Please enter city name." under the "City"

  Scenario: A date that reads two ways is confirmed before it is saved
    Given my agency has the order "DATE-2026-0001"
    When I search for "DATE-2026-0001"
    And I open the 1st file of the list
    And I type "05-06-2027" as the "Disbursement Date"
    Then I am asked which date "05-06-2027" means
    When I click the "Use May 6, 2027" button
    Then I see "Reads as May 6, 2027"
    And the "Disbursement Date" field says "Saved"
    And the "Disbursement Date" field holds "05-06-2027"

  Scenario: A colleague's change reaches my open file; on a field I am typing in, I choose
    Given my agency has the order "BOTH-2026-0001"
    When I search for "BOTH-2026-0001"
    And I open the 1st file of the list
    And a colleague opens the same file in another window
    And the colleague types "475000" as the "Sales Price"
    Then the colleague's "Sales Price" field says "Saved"
    And the "Sales Price" field holds "475000.00"
    When I start typing "Tower" in the "Lender Name"
    And Riley changes the "Lender Name" of "BOTH-2026-0001" to "Harbor Bank"
    Then I see that someone else changed the "Lender Name" to "Harbor Bank"
    And the page has no serious accessibility violations
    When I click the "Keep theirs" button
    Then the "Sales Price" field holds "475000.00"

  Scenario: Typing a field back to its saved value clears "Not saved"
    Given my agency has the order "TAKEN-2026-0002"
    And my agency has the order "MINE-2026-0002"
    When I search for "MINE-2026-0002"
    And I open the 1st file of the list
    And I type "TAKEN-2026-0002" as the "File Number"
    Then the "File Number" field says "Not saved: This file number is already in use (File number TAKEN-2026-0002 is already used in your agency.)"
    When I type "MINE-2026-0002" as the "File Number"
    Then the "File Number" field shows no save problem

  Scenario: An unsaved new order asks before the agent leaves it
    When I start a new order
    And I type "LEAVE-2026-0001" as the "File Number"
    And I open the side menu
    And I choose "Dashboard" in the side menu
    Then I am asked whether to leave without saving
    When I click the "Stay on this page" button
    Then the "File Number" field holds "LEAVE-2026-0001"
    When I reload the page, the browser asks first

  Scenario: Searching and sorting the file list
    Given my agency has the order "FIND-2026-0001"
    When I search for "FIND-2026-0001"
    Then the list shows 1 file
    And the 1st file of the list is "FIND-2026-0001"

  Scenario: Two files open side by side in tabs
    When I open the 1st file of the list
    And I open the 3rd file of the list
    Then I see 2 tabs
    And the 2nd tab is active
    When I click the 1st tab
    Then I see the order of the 1st tab

  Scenario: Correcting a date and finding it after a reload
    Given my agency has the order "EDIT-2026-0001"
    When I search for "EDIT-2026-0001"
    And I open the 1st file of the list
    And I type "30-12-2026" as the "Disbursement Date"
    Then the "Disbursement Date" field says "Saved"
    When I reload the page
    Then the "Disbursement Date" field holds "12-30-2026"

  Scenario: A value that breaks a rule is kept, explained and not sent
    Given my agency has the order "KEEP-2026-0001"
    When I search for "KEEP-2026-0001"
    And I open the 1st file of the list
    And I type "13-12-2026" as the "Disbursement Date"
    Then I see the message "Disbursement cannot be before closing." under the "Disbursement Date"
    And the "Disbursement Date" field holds "12-13-2026"

  Scenario: A change the server refuses is kept and explained
    Given my agency has the order "TAKEN-2026-0001"
    And my agency has the order "MINE-2026-0001"
    When I search for "MINE-2026-0001"
    And I open the 1st file of the list
    And I type "TAKEN-2026-0001" as the "File Number"
    Then the "File Number" field says "Not saved: This file number is already in use (File number TAKEN-2026-0001 is already used in your agency.)"
    And the "File Number" field holds "TAKEN-2026-0001"

  Scenario: Uploading and downloading a document
    Given my agency has the order "DOC-2026-0001"
    When I search for "DOC-2026-0001"
    And I open the 1st file of the list
    And I open the side menu
    And I choose "Documents" in the side menu
    And I upload the file "Purchase Contract.pdf"
    Then I see "Purchase Contract.pdf"
    When I download "Purchase Contract.pdf"
    Then the download is "Purchase Contract.pdf" with what I uploaded
    When I preview "Purchase Contract.pdf"
    Then I see the heading "Purchase Contract.pdf"
    And the profile area is hidden
    And the page has no serious accessibility violations

  Scenario: Another agency cannot see the files
    Given my agency has the order "PRIV-2026-0001"
    When I choose "Logout" from my profile menu
    And I sign in as "sam@harbor-closing.test" with the password "Closing#2021"
    And I search for "PRIV-2026-0001"
    Then I see the heading "No files match your search"
    When I open that order by its address
    Then I see the heading "Order not available"
