Feature: Lender closing protection letters
  From an order, the agent asks the underwriter, through the broker, for a closing protection
  letter for the lender. The app builds the letter request from the order, the commitment and the
  agency.

  Background:
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "CPL-2026-0001"
    And I search for "CPL-2026-0001"
    And I open the 1st file of the list
    And I open the side menu
    And I choose "Closing Protection Letter" in the side menu
    And I see the heading "Closing protection letter"

  Scenario: Requesting a letter for the lender
    When I choose the lender "Rocket Mortgage"
    Then the "Mortgage Clause" field holds "Rocket Mortgage, LLC, ISAOA/ATIMA"
    When I fill in the office "500 Congress Ave", "Austin", "TX", "78701", "(512) 555-0100"
    And I click the "Request letter" button
    Then I see a letter issued for "Rocket Mortgage"
    And the letters of this order list 1 letter
    And the page has no serious accessibility violations

  Scenario: Missing details are explained and what was entered stays
    When I choose the lender "Rocket Mortgage"
    And I type "" as the "Mortgage Clause"
    And I click the "Request letter" button
    Then I see the message "Enter the mortgage clause." under the "Mortgage Clause"
    And the "Lender Name" field holds "Rocket Mortgage"
    And the letters of this order list 0 letters
