Feature: Money that cannot be diverted
  Who is paid at closing is on the file, and no wire goes out before a second person has verified
  its instructions. A change to verified instructions makes them unverified again, and everyone
  who has the file open is told at once.

  Background:
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "WIRE-2026-0001"

  Scenario: When Riley changes the seller's account number, Dana sees a warning and the wire is Not verified
    Given I entered wire instructions for the seller "Tom Baker" on "WIRE-2026-0001"
    And Riley verified the wire of "Tom Baker" on "WIRE-2026-0001"
    And I have the payees of "WIRE-2026-0001" open
    And the wire of "Tom Baker" is "Verified by Riley Chen"
    When Riley changes the account number of "Tom Baker" on "WIRE-2026-0001" to "55554321"
    Then I see a warning that Riley Chen changed the wire instructions
    And the wire of "Tom Baker" is "Not verified"
    And the account of "Tom Baker" shows as "•••• 4321"
    And the page has no serious accessibility violations

  Scenario: I cannot verify instructions I entered myself
    Given I entered wire instructions for the seller "Tom Baker" on "WIRE-2026-0001"
    And I have the payees of "WIRE-2026-0001" open
    When I verify the wire of "Tom Baker" by a call-back to "(800) 555-0142"
    Then I see "You entered or last changed these wire instructions: another person of your agency must verify them."
    And the wire of "Tom Baker" is "Not verified"

  Scenario: Disbursement waits for verification
    Given I entered wire instructions for the seller "Tom Baker" on "WIRE-2026-0001"
    When I open the checklist of "WIRE-2026-0001"
    And I try to tick "Disburse the funds"
    Then I see "Disbursement waits for verified wire instructions: Tom Baker (Seller proceeds) is not verified yet."
    When Riley verified the wire of "Tom Baker" on "WIRE-2026-0001"
    And I tick "Disburse the funds"
    Then the item "Disburse the funds" is done by Dana Agent
